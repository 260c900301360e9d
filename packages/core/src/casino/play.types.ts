import type { SiteError } from '../kernel/errors/site-error';
import type { Game } from './game.schema';
import type { GameRouteProblem } from './game-route';
import type { GameLaunch } from './launch.types';

/** Where a game plays: desktop on the game page route, mobile in the full-height modal. */
export type PlayDevice = 'desktop' | 'mobile';

/**
 * Why a game page shows no game: the route value is not a game (`GameRouteProblem`), names a
 * game the catalogue does not hold (`unknown-game`), or the catalogue could not be asked.
 */
export type PlayNotFoundProblem = GameRouteProblem | 'unknown-game' | 'catalogue-unavailable';

/** The game play modal / page of spec 001 §2. */
export type PlayState =
  | { status: 'idle' }
  /** `/casino/play/{game}`: the catalogue is asked what the link's game code is. */
  | { status: 'checking' }
  /** `/casino/play/{game}` held no game the catalogue knows. */
  | { status: 'not-found'; problem: PlayNotFoundProblem }
  /** The game page was opened by a visitor: the login dialog is open; logging in launches. */
  | { status: 'login-required'; game: Game; device: PlayDevice }
  /** "Loading..." until the launch answer arrives. */
  | { status: 'loading'; game: Game; device: PlayDevice }
  | { status: 'ready'; game: Game; device: PlayDevice; launch: GameLaunch }
  /** A provider whose failure keeps the modal (Digitain, Pragmatic Play, EveryMatrix). */
  | { status: 'failed'; game: Game; device: PlayDevice; error: SiteError };

/**
 * What the UI does after `openGame` (the result shape of docs/architecture.md, "API
 * convention"). The core never navigates by itself.
 */
export type OpenGameResult =
  /**
   * Desktop: navigate to `path` (`/casino/play/{game}`); the launch is already running.
   * Mobile: `path` is null, the `playGame` dialog is open.
   */
  | { ok: true; path: string | null }
  /** A visitor: the login dialog is open, and logging in opens the game. */
  | { ok: false; reason: 'not-logged-in' };

/** The Aviator entry (spec 001 §2/§7): what `openGame` answers, or no game was found. */
export type OpenAviatorResult = OpenGameResult | { ok: false; reason: 'not-found' };

export interface GameClosedEvent {
  game: Game;
  device: PlayDevice;
  /**
   * `launch-failed`: spec 001 §8 closes the modal for Amusnet, EGT, Hub88, SoftGamings.
   * `deposit`: the mobile Deposit button replaced the game modal with the deposit sheet.
   */
  reason: 'user' | 'launch-failed' | 'logged-out' | 'deposit';
}
