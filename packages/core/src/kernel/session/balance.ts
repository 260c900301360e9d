import { atom, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock, TimerHandle } from '../env/ports';
import type { HttpClient } from '../http/http-client';
import type { AuthData } from './session.types';
import { BALANCE_POLL_MS } from './session.types';

/** `user/balance` answers; the wire contract (`@site/core/testing`) checks the same object. */
export const balanceSchema = v.object({ balance: v.number() });

export interface BalanceModule {
  /** The player's balance, or null for a visitor. Polled every 3 s while watched and logged in. */
  $balance: ReadableAtom<number | null>;
  refreshBalance(): Promise<void>;
}

export function createBalance(deps: {
  http: HttpClient;
  clock: Clock;
  $authData: ReadableAtom<AuthData | null>;
}): BalanceModule {
  const { http, clock, $authData } = deps;
  const $balance = atom<number | null>($authData.get()?.balance ?? null);
  let inFlight = false;

  // The balance belongs to one session: a logout or another login replaces it at once, even
  // while nothing shows it, so `$balance.get()` never returns the previous player's money.
  let owner = $authData.get()?.token;
  $authData.listen((auth) => {
    if (auth?.token === owner) return;
    owner = auth?.token;
    $balance.set(auth ? auth.balance : null);
  });

  async function refreshBalance(): Promise<void> {
    if (!$authData.get() || inFlight) return;
    inFlight = true;
    try {
      const { data } = await http.get('user/balance', { schema: balanceSchema });
      // A logout while the call ran must not bring the balance back.
      if ($authData.get()) $balance.set(data.balance);
    } catch {
      // A failed poll keeps the last known balance; 401s are handled by the HTTP client.
    } finally {
      inFlight = false;
    }
  }

  // Polling runs only while someone shows the balance and a player is logged in.
  onMount($balance, () => {
    let timer: TimerHandle | undefined;
    const stop = () => {
      if (timer !== undefined) clock.clearInterval(timer);
      timer = undefined;
    };
    const unbind = $authData.subscribe((auth) => {
      if (!auth) {
        stop();
        return;
      }
      if (timer === undefined) {
        void refreshBalance();
        timer = clock.setInterval(() => void refreshBalance(), BALANCE_POLL_MS);
      }
    });
    return () => {
      unbind();
      stop();
    };
  });

  return { $balance, refreshBalance };
}
