import type { DisplayText } from '../../kernel/i18n/message-keys';

/** Spec 001 §9: the success message and flag clear after 5 s, then the slip reloads. */
export const PLACE_BET_MESSAGE_CLEAR_MS = 5000;
/** Spec 001 §9: step of the multiple stake's buttons. */
export const STAKE_STEP = 100;
/** Spec 001 §5: stake inputs hold at most 25 digits. */
export const STAKE_MAX_DIGITS = 25;
/** Spec 001 §5: the single stake input's step. */
export const SINGLE_STAKE_STEP = 0.01;
/** Spec 001 §9: live tracker heights (px): desktop, and screens up to 991 px wide. */
export const LIVE_TRACKER_HEIGHT_PX = 415;
export const LIVE_TRACKER_NARROW_HEIGHT_PX = 235;
export const LIVE_TRACKER_NARROW_MAX_WIDTH_PX = 991;

/** Spec 001 §3 bet type: 1 single, 2 multiple. */
export type BetMode = 'single' | 'multiple';
export const BET_TYPE: Record<BetMode, 1 | 2> = { single: 1, multiple: 2 };

/** An odd on the slip (spec 001 §3 "Odd item"). */
export interface SlipOdd {
  oddId: number;
  eventName: string;
  marketName: string;
  oddName: string;
  rate: number | null;
  /** The single stake the server holds for this odd. */
  amount: number;
  possibleWin: number;
  /**
   * The price moved by a push since the slip was loaded: 'up', 'down', or null. `rate` is the
   * pushed price; a rate outside the plausible range (`isPlausibleOdds`) is a suspended odd.
   */
  change: 'up' | 'down' | null;
  /** Server text about this odd (changed, suspended, refused); shown dimmed, in red. */
  message: string | null;
  isLive: boolean;
  eventId: number | null;
  /** Removal from the slip's delete button is running: spinner, dimmed, not clickable. */
  isDeleting: boolean;
  /** Placeholder added at once by a toggle, until the server answers. */
  isSkeleton: boolean;
  /** A toggle of this odd is running. */
  isLoading: boolean;
}

export interface MultipleBet {
  /** The stake sent, as an exact decimal string (up to 25 digits). */
  amount: string;
  betAmount: number | null;
  totalRate: number | null;
  possibleWin: number | null;
  eventCount: number | null;
}

/** What the odd buttons pass when toggling; the labels fill the placeholder while it loads. */
export interface ToggleOddInput {
  oddId: number;
  isLive: boolean;
  eventName?: string;
  marketName?: string;
  oddName?: string;
  rate?: number | null;
}

/** `setMode`: Multiple needs two selections or more; nothing changes when refused. */
export type SetModeResult = { ok: true } | { ok: false; reason: 'needs-two-selections' };

/**
 * `stepSingleStake` / `stepMultipleStake` (±100, players only): the new stake text, or why it
 * stayed: a visitor, an odd not on the slip, or a step past the limits (`unchanged`).
 */
export type StepStakeResult =
  | { ok: true; stake: string }
  | { ok: false; reason: 'not-logged-in' | 'not-in-slip' | 'unchanged' };

export type BetSlipOutcome =
  | { ok: true; message: string | undefined }
  | {
      ok: false;
      /** `not-allowed`: the last calculation's possible win was 0 or less; nothing was sent. */
      reason: 'not-logged-in' | 'busy' | 'invalid' | 'not-allowed' | 'failed';
      message?: DisplayText;
    }
  | {
      ok: false;
      /**
       * Issue 21: a price moved in a way the player's odds-change policy does not accept
       * (`$oddsToAccept`); nothing was sent. `acceptOddsChanges()`, then place again.
       */
      reason: 'odds-changed';
      oddIds: readonly number[];
    }
  | {
      ok: false;
      /**
       * The player's own protection refused it (a reached loss limit, docs/protection.md); the
       * message (the server's) says when play resumes.
       */
      reason: 'play-refused';
      message: DisplayText;
    };

/** A stake box: one odd's single stake (its odd id), or the multiple stake. */
export type StakeTarget = number | 'multiple';

/** Why the last input into a stake box was refused (the stake kept its value). */
export interface StakeNotice {
  target: StakeTarget;
  message: DisplayText;
}

/** The last `sportsbook/calculate` results: possible win per odd (Single), and of the combination (Multiple). */
export interface CalculatedWins {
  single: Readonly<Record<number, number>>;
  multiple: number | null;
}

export interface LiveTrackerState {
  /** Shown when the URL contains `/live` and an active live event has a feed id. */
  visible: boolean;
  feedId: number | null;
  /** The tracker page for the iframe, or null when hidden. */
  src: string | null;
}
