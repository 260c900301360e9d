import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import { toSiteError } from '../kernel/errors/site-error';
import { createEmitter } from '../kernel/events/emitter';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { casinoErrorText } from './casino-error';
import { casinoText } from './casino-messages';
import type { Game } from './game.schema';
import type { LookupGame } from './game-lookup';
import { decodeGameRoute, gamePlayPath } from './game-route';
import type { Launcher } from './launch.actions';
import type { ResumedGameEvent } from './pending-game';
import type { GameClosedEvent, OpenGameResult, PlayDevice, PlayState } from './play.types';

export interface PlayDeps {
  launcher: Launcher;
  session: Pick<SessionModule, '$session' | 'on'>;
  toasts: Pick<ToastsModule, 'show'>;
  dialogs: Pick<DialogsModule, 'open' | 'close'>;
  isMobile(): boolean;
  /** What the catalogue says about a route's game code (a link's own fields are not trusted). */
  lookupGame: LookupGame;
}

export interface CasinoPlay {
  $play: ReadableAtom<PlayState>;
  /**
   * Opens a game: a visitor gets the login dialog; desktop starts the launch and answers the
   * game page path to navigate to; mobile opens the `playGame` dialog and starts the launch.
   */
  openGame(game: Game, options?: { mobile?: boolean }): OpenGameResult;
  /**
   * For the desktop game page: decodes `{game}`, looks its code up in the catalogue and
   * launches the catalogue's game (unless it already runs). A code the catalogue does not know
   * never launches: a crafted link shows neither its own text nor a game.
   */
  playFromRoute(encoded: string): void;
  /** The refresh button: a toast, then the same game launched again. */
  reloadGame(): void;
  /** The close button (or the game page being left). */
  closeGame(): void;
  /**
   * The Deposit button of the top bar: opens the deposit sheet. On mobile the sheet replaces
   * the `playGame` modal (one dialog at a time), so the game ends with reason `deposit`.
   */
  openDeposit(): void;
  /**
   * `closed` fires when a game closes, so a desktop page can navigate away; `resumed` when a
   * game a visitor clicked opens after their login (a desktop UI navigates to its route).
   */
  on<K extends keyof CasinoPlayEvents>(
    event: K,
    listener: (event: CasinoPlayEvents[K]) => void,
  ): () => void;
}

// A type, not an interface: the emitter needs an indexable record.
export type CasinoPlayEvents = {
  closed: GameClosedEvent;
  resumed: ResumedGameEvent;
};

export function createCasinoPlay(deps: PlayDeps): CasinoPlay {
  const $play = atom<PlayState>({ status: 'idle' });
  const emitter = createEmitter<CasinoPlayEvents>();
  // Each launch gets a number; an answer for an older launch (the player moved on) is dropped.
  let current = 0;

  const loggedIn = () => deps.session.$session.get().hasLogin;

  function close(reason: GameClosedEvent['reason']): void {
    const state = $play.get();
    current++;
    $play.set({ status: 'idle' });
    if (!('game' in state)) return;
    if (state.device === 'mobile') deps.dialogs.close('playGame');
    emitter.emit('closed', { game: state.game, device: state.device, reason });
  }

  async function launch(game: Game, device: PlayDevice): Promise<void> {
    const run = ++current;
    $play.set({ status: 'loading', game, device });
    try {
      const launched = await deps.launcher.launch(game, device === 'mobile');
      if (run === current) $play.set({ status: 'ready', game, device, launch: launched });
    } catch (caught) {
      if (run !== current) return;
      const error = toSiteError(caught);
      deps.toasts.show('error', casinoErrorText(error));
      if (deps.launcher.failureRule(game) === 'toast-and-close') close('launch-failed');
      else $play.set({ status: 'failed', game, device, error });
    }
  }

  function isRunning(game: Game, device: PlayDevice): boolean {
    const state = $play.get();
    return (
      (state.status === 'loading' || state.status === 'ready') &&
      state.device === device &&
      state.game.gameCode === game.gameCode
    );
  }

  // A session ending closes the game; a login on a waiting game page launches it. Listening
  // only while something shows the play state keeps a server render free of subscriptions.
  onMount($play, () => {
    const offOut = deps.session.on('logged-out', () => {
      if ($play.get().status !== 'idle') close('logged-out');
    });
    const offIn = deps.session.on('logged-in', () => {
      const state = $play.get();
      if (state.status === 'login-required') void launch(state.game, state.device);
    });
    return () => {
      offOut();
      offIn();
    };
  });

  return {
    $play,
    on: emitter.on,
    openGame(game, options = {}) {
      if (!loggedIn()) {
        deps.dialogs.open('login');
        return { ok: false, reason: 'not-logged-in' };
      }
      const device: PlayDevice = (options.mobile ?? deps.isMobile()) ? 'mobile' : 'desktop';
      // The name titles the modal (spec 001 §2: the top bar shows the game's name).
      if (device === 'mobile')
        deps.dialogs.open('playGame', { gameCode: game.gameCode, name: game.name });
      void launch(game, device);
      return { ok: true, path: device === 'mobile' ? null : gamePlayPath(game) };
    },
    playFromRoute(encoded) {
      const decoded = decodeGameRoute(encoded);
      if (!decoded.ok) {
        current++;
        $play.set({ status: 'not-found', problem: decoded.problem });
        return;
      }
      if (isRunning(decoded.game, 'desktop')) return;
      const run = ++current;
      $play.set({ status: 'checking' });
      void deps.lookupGame(decoded.game).then((found) => {
        if (run !== current) return;
        if (found.kind !== 'found') {
          $play.set({
            status: 'not-found',
            problem: found.kind === 'unknown' ? 'unknown-game' : 'catalogue-unavailable',
          });
          return;
        }
        if (!loggedIn()) {
          current++;
          $play.set({ status: 'login-required', game: found.game, device: 'desktop' });
          deps.dialogs.open('login');
          return;
        }
        void launch(found.game, 'desktop');
      });
    },
    reloadGame() {
      const state = $play.get();
      if (!('game' in state) || state.status === 'login-required') return;
      deps.toasts.show('info', casinoText('casino.gameReloading'));
      void launch(state.game, state.device);
    },
    closeGame: () => close('user'),
    openDeposit() {
      // Only one dialog at a time (spec 000 §2): the sheet takes the modal's place, so a mobile
      // game must not stay `ready` with nothing on screen. The desktop game page stays behind.
      const state = $play.get();
      if ('device' in state && state.device === 'mobile') close('deposit');
      deps.dialogs.open('deposit', { source: 'playGame' });
    },
  };
}
