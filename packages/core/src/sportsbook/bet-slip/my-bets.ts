import { atom, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { type MyBetWire, myBetWireSchema } from '../../kernel/bets/my-bet.schema';
import type { HttpClient } from '../../kernel/http/http-client';
import { loadResource } from '../../kernel/load/load-resource';
import type { LoadState } from '../../kernel/load/load-state';
import { parseUtcStamp } from '../kickoff';

export type { MyBetSelection } from '../../kernel/bets/my-bet.schema';

export interface MyBet extends Omit<MyBetWire, 'placedAt' | 'settledAt' | 'cashouts'> {
  /** Epoch ms (the server's UTC stamp with a Z appended); null when unreadable. */
  placedAt: number | null;
  settledAt: number | null;
  /** What was cashed out (extension), oldest first; `at` in epoch ms, null when unreadable. */
  cashouts: { stake: number; paid: number; at: number | null }[];
}

export interface MyBetsState extends LoadState {
  bets: MyBet[];
}

export interface MyBets {
  /** The player's bets, newest first; loads while watched by a logged-in player. */
  $myBets: ReadableAtom<MyBetsState>;
  /** Loads the list again (the retry button after a failed load). */
  refresh(): Promise<void>;
}

/**
 * 'My Bets' of the bet slip (dev-server extension `GET sportsbook/mybets`). A visitor has none:
 * nothing is sent. A failed load keeps the last list and says so (no silent empty list).
 */
export function createMyBets(deps: {
  http: HttpClient;
  $session: ReadableAtom<{ hasLogin: boolean; username?: string | undefined }>;
  /** A bet settled (the `betSettled` push): the list loads again while watched. */
  onBetSettled?: ((handler: () => void) => () => void) | undefined;
}): MyBets {
  const $myBets = atom<MyBetsState>({ status: 'idle', bets: [] });
  const list = loadResource($myBets, {
    fetch: async () => {
      const { data } = await deps.http.get('sportsbook/mybets', {
        base: 'sportsbook',
        schema: v.array(myBetWireSchema),
      });
      return data.map((bet) => ({
        ...bet,
        placedAt: parseUtcStamp(bet.placedAt),
        settledAt: bet.settledAt === null ? null : parseUtcStamp(bet.settledAt),
        cashouts: bet.cashouts.map((cashout) => ({ ...cashout, at: parseUtcStamp(cashout.at) })),
      }));
    },
    ready: (_state, bets): MyBetsState => ({ status: 'ready', bets }),
  });

  // A visitor has no bets: nothing is sent. A bet placed, cashed out or settled changed the list
  // on the server, so an explicit reload never joins a call already on its way.
  function loadMine(fresh: boolean): Promise<void> {
    if (!deps.$session.get().hasLogin) {
      list.reset({ status: 'ready', bets: [] });
      return Promise.resolve();
    }
    return fresh ? list.reload(undefined) : list.load(undefined);
  }
  const reload = () => loadMine(true);

  onMount($myBets, () => {
    void loadMine(false);
    // Another player (or a logout) must never see the previous one's bets.
    const identityOf = (session: { hasLogin: boolean; username?: string | undefined }) =>
      session.hasLogin ? (session.username ?? '') : null;
    let identity = identityOf(deps.$session.get());
    const stopSettled = deps.onBetSettled?.(() => void reload());
    const stopSession = deps.$session.listen((session) => {
      if (identityOf(session) === identity) return;
      identity = identityOf(session);
      list.reset({ status: 'idle', bets: [] });
      void reload();
    });
    return () => {
      stopSettled?.();
      stopSession();
    };
  });

  return { $myBets, refresh: reload };
}
