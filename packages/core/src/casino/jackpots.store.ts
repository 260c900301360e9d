import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { HttpClient } from '../http/http-client';
import { deriveJackpotCards, type JackpotCard } from './jackpot-card';

/** Where jackpot images live (the UI or CDN serves them); see docs/casino.md. */
export const DEFAULT_JACKPOT_ASSET_BASE = '/assets/jackpots/';

/** Spec 001 §5: the Egypt quest answers this placeholder when it has no real figure. */
export const EGYPT_QUEST_PLACEHOLDER_LEVEL = 14000;

export interface CasinoJackpots {
  /** Clover Chance then High Cash, each only with exactly 4 levels. */
  $jackpotCards: ReadableAtom<JackpotCard[]>;
  /** The Egypt quest's level I; null until a real figure arrived. Loaded on first subscriber. */
  $egyptQuest: ReadableAtom<number | null>;
  /** `casino/eqyptquest`; 14000 and failures are ignored (the last figure stays). */
  refreshEgyptQuest(): Promise<void>;
}

export function createCasinoJackpots(deps: {
  http: HttpClient;
  /** The bootstrap's raw jackpot list (`egtJackpotCards`). */
  $rawJackpotCards: ReadableAtom<unknown>;
  assetBase: string;
}): CasinoJackpots {
  const $egyptQuest = atom<number | null>(null);

  async function refreshEgyptQuest(): Promise<void> {
    try {
      const { data } = await deps.http.get('casino/eqyptquest', {
        schema: v.object({ currentLevelI: v.number() }),
      });
      if (data.currentLevelI !== EGYPT_QUEST_PLACEHOLDER_LEVEL) $egyptQuest.set(data.currentLevelI);
    } catch {
      // Spec 001 §8: a jackpot load failure is ignored.
    }
  }

  onMount($egyptQuest, () => {
    void refreshEgyptQuest();
  });

  return {
    $jackpotCards: computed(deps.$rawJackpotCards, (raw) =>
      deriveJackpotCards(raw, deps.assetBase),
    ),
    $egyptQuest,
    refreshEgyptQuest,
  };
}
