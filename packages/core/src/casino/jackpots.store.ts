import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';
import { refreshWhileWatched } from '../kernel/load/while-watched';
import { deriveJackpotCards, type JackpotCard } from './jackpot-card';

/** Where jackpot images live (the UI or CDN serves them); see docs/casino.md. */
export const DEFAULT_JACKPOT_ASSET_BASE = '/assets/jackpots/';

/** How often jackpot figures are asked again while cards are on screen. */
export const JACKPOT_REFRESH_MS = 30_000;

/** Spec 001 §5: the Egypt quest answers this placeholder when it has no real figure. */
export const EGYPT_QUEST_PLACEHOLDER_LEVEL = 14000;

export interface CasinoJackpots {
  /**
   * Clover Chance then High Cash, each only with exactly 4 levels. While anything watches the
   * jackpots, their figures are asked again every 30 s (`JACKPOT_REFRESH_MS`).
   */
  $jackpotCards: ReadableAtom<JackpotCard[]>;
  /** The Egypt quest's level I; null until a real figure arrived. Loaded on first subscriber. */
  $egyptQuest: ReadableAtom<number | null>;
  /** `casino/eqyptquest`; 14000 and failures are ignored (the last figure stays). */
  refreshEgyptQuest(): Promise<void>;
  /**
   * Asks the card figures again: the configured jackpot call alone, else the whole bootstrap
   * (the spec API carries them only there). A failure keeps the last figures.
   */
  refreshJackpotCards(): Promise<void>;
}

/** The jackpot call's answer: the bootstrap's jackpot lists (unknown keys ignored). */
const jackpotAnswerSchema = v.object({ egtJackpotCards: v.unknown() });

export function createCasinoJackpots(deps: {
  http: HttpClient;
  clock: Pick<Clock, 'setInterval' | 'clearInterval'>;
  /** The bootstrap's raw jackpot list (`egtJackpotCards`). */
  $rawJackpotCards: ReadableAtom<unknown>;
  /** Reloads the bootstrap (the fallback when no jackpot call is configured). */
  refreshBootstrap(): Promise<unknown>;
  /** GET path answering `{ egtJackpotCards }`; false when the API has none. */
  jackpotsEndpoint: string | false;
  assetBase: string;
  intervalMs?: number;
}): CasinoJackpots {
  const $egyptQuest = atom<number | null>(null);
  // The jackpot call's latest list; null until it answered (the bootstrap's stands meanwhile).
  const $fetchedCards = atom<unknown>(null);

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

  async function refreshJackpotCards(): Promise<void> {
    const endpoint = deps.jackpotsEndpoint;
    if (endpoint === false) {
      await deps.refreshBootstrap(); // resolves false on failure, never rejects
      return;
    }
    try {
      const { data } = await deps.http.get(endpoint, { schema: jackpotAnswerSchema });
      $fetchedCards.set(data.egtJackpotCards);
    } catch {
      // Spec 001 §8: a jackpot load failure is ignored.
    }
  }

  // Watched while anything shows jackpots: the first subscriber starts the refresh on the clock
  // port, the last one leaving stops it.
  const $watched = atom(true);
  onMount($watched, () => void refreshEgyptQuest());
  refreshWhileWatched($watched, () => Promise.all([refreshEgyptQuest(), refreshJackpotCards()]), {
    every: { clock: deps.clock, ms: deps.intervalMs ?? JACKPOT_REFRESH_MS },
    atStart: false,
  });

  return {
    $jackpotCards: computed([deps.$rawJackpotCards, $fetchedCards, $watched], (raw, fetched) =>
      deriveJackpotCards(fetched ?? raw, deps.assetBase),
    ),
    $egyptQuest: computed([$egyptQuest, $watched], (level) => level),
    refreshEgyptQuest,
    refreshJackpotCards,
  };
}
