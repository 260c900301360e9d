import type { ReadableAtom } from 'nanostores';
import type * as v from 'valibot';
import type { LimitPeriod } from '../kernel/errors/play-refusal';
import type { DisplayText } from '../kernel/i18n/message-keys';
import type { LoadState } from '../kernel/load/load-state';
import type { protectionStateSchema } from './protection.schema';

export type { LimitPeriod };
export type LimitKind = 'deposit' | 'loss';
export type RealityCheckMinutes = 15 | 30 | 60;
export type ExclusionKind = 'time-out' | 'self-exclusion';
/** Time-out: 24 hours, 7 or 30 days. Self-exclusion: 6 months, 1 year or permanent. */
export type ExclusionDuration<K extends ExclusionKind = ExclusionKind> = K extends 'time-out'
  ? '24h' | '7d' | '30d'
  : '6m' | '1y' | 'permanent';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [15, 30, 60];
export const EXCLUSION_CHOICES: { [K in ExclusionKind]: readonly ExclusionDuration<K>[] } = {
  'time-out': ['24h', '7d', '30d'],
  'self-exclusion': ['6m', '1y', 'permanent'],
};

/** The server's protection state: times are epoch ms, limits are daily, weekly, monthly. */
export type ProtectionSettings = v.InferOutput<typeof protectionStateSchema>;
export type LimitState = ProtectionSettings['depositLimits'][number];
export type LimitChange = ProtectionSettings['history'][number];

/** The last settings stay shown while a refresh runs and after it fails. */
export interface ProtectionState extends LoadState {
  settings: ProtectionSettings | null;
}

/** Changes resolve to this and never reject (docs/architecture.md, API convention). */
export type ProtectionOutcome =
  | { ok: true; message: DisplayText | undefined }
  | {
      ok: false;
      /**
       * `invalid`: not a positive amount; `order`: a longer period's limit below a shorter
       * one's (both refused before sending); `failed`: the server refused or the call failed
       * (the previous settings stay, the error was toasted).
       */
      reason: 'not-logged-in' | 'busy' | 'invalid' | 'order' | 'failed';
      message?: DisplayText;
    };

/** What the reality-check dialog shows. */
export interface RealityCheck {
  /** Whole minutes since this session's login, by the server. */
  minutesLoggedIn: number;
  /** This session's wins minus stakes (bets and casino). */
  net: number;
}

export interface ProtectionModule {
  readonly $protection: ReadableAtom<ProtectionState>;
  /** Fetches the settings again; a failure keeps the last ones and sets `status: 'failed'`. */
  refresh(): Promise<void>;
  /**
   * Sets a limit from what the player typed (money mask text). Lowering or a first limit takes
   * effect at once; raising waits the server's 24-hour cooling-off (`pending`).
   */
  setLimit(kind: LimitKind, period: LimitPeriod, amountText: string): Promise<ProtectionOutcome>;
  /** Removes a limit, after the 24-hour cooling-off. */
  removeLimit(kind: LimitKind, period: LimitPeriod): Promise<ProtectionOutcome>;
  /** The reality check's interval (stored by the server), or null to turn it off. */
  setRealityCheck(minutes: RealityCheckMinutes | null): Promise<ProtectionOutcome>;
  /**
   * Starts a time-out or a self-exclusion. On success the player is logged out; logins are
   * refused until `until` (null: permanent). Nothing in the SDK lifts it early.
   */
  exclude<K extends ExclusionKind>(
    kind: K,
    duration: ExclusionDuration<K>,
  ): Promise<ProtectionOutcome & { until?: number | null }>;
  /** The reality-check dialog's data while it is due or shown, else null. */
  readonly $realityCheck: ReadableAtom<RealityCheck | null>;
  /** Closes the reality check and schedules the next one an interval from now. */
  continueSession(): void;
  /** Closes the reality check and logs the player out. */
  logOutFromRealityCheck(): Promise<void>;
}
