import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, TimerHandle } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';

/** Spec 000 §9: confetti of 150 particles in registration. */
export const CONFETTI_PARTICLES = 150;
/** Spec 000 §9: the dialog closes 1000 ms after the trial bonus was defined. */
export const TRIAL_BONUS_CLOSE_MS = 1000;
export const DEPOSIT_ROUTE = '/dashboard/deposit';

/** A confetti burst for the UI (canvas-confetti); a new `burst` number means fire again. */
export interface Confetti {
  particleCount: number;
  burst: number;
}

/** Buttons of the Congratulations view, as data. */
export type CelebrationAction =
  | { id: 'deposit'; route: string }
  | { id: 'liveChat' }
  | { id: 'claimTrialBonus'; amount: number };

export interface CelebrationState {
  /** The trial bonus still to define; 0 when none is pending. */
  pendingTrialBonus: number;
  /** Deposit and Live Chat, or Yes while a trial bonus is pending. */
  actions: CelebrationAction[];
  confetti: Confetti | null;
  /** The define-trial-bonus call is running. */
  claiming: boolean;
}

export interface Celebration {
  /** Null until the register flow reaches its celebration. */
  $state: ReadableAtom<CelebrationState | null>;
  /** Shows the view; confetti at once unless a trial bonus waits for its Yes. */
  show(pendingTrialBonus: number): void;
  /**
   * Yes: calls `bonus/definetrialbonus`. Success fires confetti and closes the dialog after
   * 1000 ms; a failure does nothing (spec 000 §8): `failed`. A second click while it runs is
   * `busy`; with no trial bonus pending, `not-pending`.
   */
  claimTrialBonus(): Promise<
    { ok: true } | { ok: false; reason: 'busy' | 'not-pending' | 'failed' }
  >;
  /** Hides the view and cancels a pending close. */
  reset(): void;
}

function actionsFor(pendingTrialBonus: number): CelebrationAction[] {
  return pendingTrialBonus > 0
    ? [{ id: 'claimTrialBonus', amount: pendingTrialBonus }]
    : [{ id: 'deposit', route: DEPOSIT_ROUTE }, { id: 'liveChat' }];
}

export function createCelebration(deps: {
  http: HttpClient;
  dialogs: DialogsModule;
  clock: Clock;
}): Celebration {
  const $state = atom<CelebrationState | null>(null);
  let bursts = 0;
  let closeTimer: TimerHandle | undefined;

  const confetti = (): Confetti => ({ particleCount: CONFETTI_PARTICLES, burst: ++bursts });
  const patch = (next: Partial<CelebrationState>) => {
    const current = $state.get();
    if (current) $state.set({ ...current, ...next });
  };

  return {
    $state,
    show(pendingTrialBonus) {
      $state.set({
        pendingTrialBonus,
        actions: actionsFor(pendingTrialBonus),
        confetti: pendingTrialBonus > 0 ? null : confetti(),
        claiming: false,
      });
    },
    async claimTrialBonus() {
      const state = $state.get();
      if (state?.claiming) return { ok: false, reason: 'busy' };
      if (!state || state.pendingTrialBonus <= 0) return { ok: false, reason: 'not-pending' };
      patch({ claiming: true });
      try {
        await deps.http.get('bonus/definetrialbonus', { schema: v.unknown() });
      } catch {
        // Spec 000 §8: a failed define-trial-bonus call shows nothing.
        patch({ claiming: false });
        return { ok: false, reason: 'failed' };
      }
      // Defined once: the Yes button gives way to Deposit and Live Chat until the dialog closes.
      patch({
        claiming: false,
        pendingTrialBonus: 0,
        actions: actionsFor(0),
        confetti: confetti(),
      });
      closeTimer = deps.clock.setTimeout(() => {
        closeTimer = undefined;
        deps.dialogs.closeAll();
      }, TRIAL_BONUS_CLOSE_MS);
      return { ok: true };
    },
    reset() {
      if (closeTimer !== undefined) deps.clock.clearTimeout(closeTimer);
      closeTimer = undefined;
      $state.set(null);
    },
  };
}
