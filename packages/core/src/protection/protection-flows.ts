import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock } from '../kernel/env/ports';
import { errorText } from '../kernel/errors/error-text';
import { type SiteError, toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { Locale } from '../kernel/i18n/locale';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { limitOrderProblem, parseLimitAmount } from './limit-input';
import { exclusionSchema, protectionStateSchema } from './protection.schema';
import type {
  ProtectionModule,
  ProtectionOutcome,
  ProtectionSettings,
  ProtectionState,
} from './protection.types';
import { createRealityCheck } from './reality-check';

export interface ProtectionDeps {
  http: HttpClient;
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  $locale: ReadableAtom<Locale>;
}

const IDLE: ProtectionState = { status: 'idle', settings: null };

/**
 * Player protection (extension, docs/protection.md): limits, reality check, time-out and
 * self-exclusion. Every answer carries the whole server state, which replaces the store, so two
 * tabs editing at once both end showing the server's. Failures keep the last state shown.
 */
export function createProtectionFlows(deps: ProtectionDeps): ProtectionModule & {
  start(): void;
  dispose(): void;
} {
  const { http, session, toasts } = deps;
  const $protection = atom<ProtectionState>(IDLE);
  let changing = false;
  let stopFollowing: (() => void) | undefined;
  let latest = 0;
  const loggedIn = () => session.$authData.get() !== null;
  const show = (settings: ProtectionSettings) => $protection.set({ status: 'ready', settings });

  async function refresh() {
    if (!loggedIn()) return;
    const request = ++latest;
    $protection.set({ ...$protection.get(), status: 'loading' });
    try {
      const { data } = await http.get('protection', { schema: protectionStateSchema });
      if (request === latest) show(data);
    } catch (error) {
      if (request === latest)
        $protection.set({ ...$protection.get(), status: 'failed', error: toSiteError(error) });
    }
  }

  /** One change at a time; its answer (or a refusal's state) becomes what is shown. */
  async function change(path: string, body: object): Promise<ProtectionOutcome> {
    if (!loggedIn()) return { ok: false, reason: 'not-logged-in' };
    if (changing) return { ok: false, reason: 'busy' };
    changing = true;
    latest++;
    try {
      const { data, message } = await http.post(path, body, { schema: protectionStateSchema });
      show(data);
      const text = message ? { text: message } : undefined;
      if (text) toasts.show('success', text);
      return { ok: true, message: text };
    } catch (error) {
      return failed(toSiteError(error));
    } finally {
      changing = false;
    }
  }

  function failed(error: SiteError): ProtectionOutcome {
    // A refusal carries the server's state (another tab may have changed it): show that.
    // Anything else (500, timeout, malformed) keeps the last state shown.
    const state = v.safeParse(protectionStateSchema, error.data);
    if (state.success) show(state.output);
    const message = errorText(error);
    toasts.show('error', message);
    return { ok: false, reason: 'failed', message };
  }

  const realityCheck = createRealityCheck({
    ...deps,
    interval: () => $protection.get().settings?.realityCheckMinutes ?? null,
    refresh,
  });

  return {
    $protection,
    refresh,
    async setLimit(kind, period, amountText) {
      const amount = parseLimitAmount(amountText);
      if (amount === undefined)
        return { ok: false, reason: 'invalid', message: { key: 'protection.invalidAmount' } };
      const settings = $protection.get().settings;
      const limits = kind === 'deposit' ? settings?.depositLimits : settings?.lossLimits;
      const problem = limits && limitOrderProblem(limits, period, amount, deps.$locale.get());
      if (problem) return { ok: false, reason: 'order', message: problem };
      return change('protection/limits', { kind, period, amount });
    },
    removeLimit: (kind, period) => change('protection/limits', { kind, period, amount: null }),
    async setRealityCheck(minutes) {
      const outcome = await change('protection/reality-check', { minutes });
      // Resolves once the next reminder is scheduled on the new interval.
      if (outcome.ok) await realityCheck.reschedule();
      return outcome;
    },
    async exclude(kind, duration) {
      if (!loggedIn()) return { ok: false, reason: 'not-logged-in' };
      if (changing) return { ok: false, reason: 'busy' };
      changing = true;
      try {
        const { data, message } = await http.post(
          'protection/exclusion',
          { kind: kind === 'time-out' ? 'timeOut' : 'selfExclusion', duration },
          { schema: exclusionSchema },
        );
        const text = message ? { text: message } : undefined;
        if (text) toasts.show('success', text);
        // Taking effect logs out: the server has already ended the player's other sessions.
        await session.logout();
        return { ok: true, message: text, until: data.until };
      } catch (error) {
        const message = errorText(error);
        toasts.show('error', message);
        return { ok: false, reason: 'failed', message };
      } finally {
        changing = false;
      }
    },
    $realityCheck: realityCheck.$due,
    continueSession: realityCheck.continueSession,
    logOutFromRealityCheck: realityCheck.logOut,
    start() {
      // A logout (here or in another tab) leaves nothing of the player's settings behind.
      stopFollowing = session.$authData.listen((auth) => {
        if (auth !== null) return;
        latest++;
        $protection.set(IDLE);
      });
      realityCheck.start();
    },
    dispose: () => {
      stopFollowing?.();
      realityCheck.dispose();
    },
  };
}
