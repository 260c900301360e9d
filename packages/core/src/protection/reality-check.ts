import { atom } from 'nanostores';
import { sessionSummarySchema } from './protection.schema';
import type { RealityCheck, RealityCheckMinutes } from './protection.types';
import type { ProtectionDeps } from './protection-flows';

const MINUTE = 60_000;

/**
 * The reality check: every 15, 30 or 60 minutes of a session (the player's choice, stored by
 * the server), a dialog with the time logged in and the session's net result. Scheduled on the
 * clock port from the server's session start, so a reload keeps the rhythm. One dialog at a
 * time: a dialog the player is in (a deposit form, a game) is never closed for it; the reminder
 * opens as soon as that dialog closes.
 */
export function createRealityCheck(
  deps: ProtectionDeps & { interval(): RealityCheckMinutes | null; refresh(): Promise<void> },
) {
  const { http, session, dialogs, clock } = deps;
  const $due = atom<RealityCheck | null>(null);
  let timer: ReturnType<typeof clock.setTimeout> | undefined;
  let stopWaiting: (() => void) | undefined;
  let generation = 0;
  const loggedIn = () => session.$authData.get() !== null;

  const stop = () => {
    generation++;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    stopWaiting?.();
    stopWaiting = undefined;
  };
  const scheduleIn = (ms: number) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      void fire();
    }, ms);
  };
  const summary = () => http.get('protection/session', { schema: sessionSummarySchema });

  /** Next reminder at the next whole interval since the session's login. */
  async function reschedule() {
    stop();
    const minutes = deps.interval();
    if (minutes === null || !loggedIn()) return;
    const run = generation;
    const intervalMs = minutes * MINUTE;
    try {
      const { data } = await summary();
      if (run !== generation) return;
      scheduleIn(intervalMs - (Math.max(0, data.now - data.startedAt) % intervalMs));
    } catch {
      if (run === generation) scheduleIn(intervalMs);
    }
  }

  async function fire() {
    const minutes = deps.interval();
    if (minutes === null || !loggedIn()) return;
    const run = generation;
    try {
      const { data } = await summary();
      if (run !== generation || !loggedIn()) return;
      const check = {
        minutesLoggedIn: Math.floor(Math.max(0, data.now - data.startedAt) / MINUTE),
        net: data.net,
      };
      $due.set(check);
      showWhenNoOtherDialog(check);
    } catch {
      // No summary, no figures to show: try again an interval later.
      if (run === generation) scheduleIn(minutes * MINUTE);
    }
  }

  function showWhenNoOtherDialog(check: RealityCheck) {
    if (dialogs.$dialog.get() === null) {
      dialogs.open('realityCheck', { ...check });
      return;
    }
    stopWaiting = dialogs.$dialog.listen((open) => {
      if (open !== null) return;
      stopWaiting?.();
      stopWaiting = undefined;
      dialogs.open('realityCheck', { ...check });
    });
  }

  function answered() {
    $due.set(null);
    dialogs.close('realityCheck');
  }

  function continueSession() {
    if ($due.get() === null) return;
    answered();
    const minutes = deps.interval();
    if (minutes !== null && loggedIn()) scheduleIn(minutes * MINUTE);
  }

  let unsubscribe: (() => void)[] = [];
  return {
    $due,
    reschedule,
    continueSession,
    async logOut() {
      answered();
      stop();
      await session.logout();
    },
    /** Follows the session: refresh and schedule at login (or a restored one), stop at logout. */
    start() {
      unsubscribe = [
        session.$authData.subscribe((auth) => {
          if (auth === null) {
            stop();
            if ($due.get() !== null) answered();
            return;
          }
          void deps.refresh().then(reschedule);
        }),
        // Closed another way (Escape, another dialog took its place): the same as Continue.
        dialogs.$dialog.listen((open) => {
          if ($due.get() !== null && stopWaiting === undefined && open?.name !== 'realityCheck')
            continueSession();
        }),
      ];
    },
    dispose() {
      stop();
      for (const off of unsubscribe) off();
      unsubscribe = [];
    },
  };
}
