import { atom } from 'nanostores';
import { createFullSite } from '../entries/full';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import type { Toast } from '../kernel/toasts/toasts';
import { createTestEnv } from '../testing';
import { createAccountFlows } from './account-flows';
import type { CookiePort } from './affiliate';

// Shared set-up of the account unit tests (no test framework imported here).

export const PLAYER_AUTH = {
  token: 'player-token',
  username: 'ayse',
  group: 1,
  balance: 0,
  phone: '905321112233',
  smsVerified: false,
};

export function setupAccount(
  options: {
    loggedIn?: boolean;
    smsVerified?: boolean;
    storage?: Record<string, string>;
    trialBonusAmount?: number;
    cookies?: CookiePort;
  } = {},
) {
  const storage: Record<string, string> = { anonymousToken: '"anon"', ...options.storage };
  if (options.loggedIn) {
    storage[AUTH_DATA_KEY] = JSON.stringify({
      ...PLAYER_AUTH,
      smsVerified: options.smsVerified ?? false,
    });
  }
  const env = createTestEnv({ storage });
  const site = createFullSite({ env });
  const $trialBonusAmount = atom(options.trialBonusAmount ?? 250);
  const flows = createAccountFlows({
    http: site.http,
    session: site.session,
    toasts: site.toasts,
    dialogs: site.dialogs,
    clock: env.clock,
    storage: env.storage,
    trialBonusAmount: $trialBonusAmount,
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  const calls = (path: string) => env.routes.calls.filter((call) => call.path.startsWith(path));
  return { env, site, flows, toasts, calls, $trialBonusAmount };
}

/** Sets many fields of a form model at once. */
export function fill<TValues extends Record<string, unknown>>(
  form: { setField<K extends keyof TValues & string>(name: K, value: TValues[K]): void },
  values: Partial<TValues>,
): void {
  for (const [name, value] of Object.entries(values)) {
    form.setField(name as keyof TValues & string, value as TValues[keyof TValues & string]);
  }
}
