import type { SessionModule } from '../kernel/session/session';
import type { Game } from './game.schema';
import type { CasinoPlay } from './play.store';
import type { OpenGameResult } from './play.types';

/** A game a visitor clicked, opened once they log in. */
export interface ResumedGameEvent {
  game: Game;
  /** What `openGame` answered after the login: a desktop UI navigates to a `route`. */
  result: OpenGameResult;
}

export interface PendingGame {
  /**
   * `play.openGame`, remembering the game when a visitor is sent to the login dialog: the next
   * login opens it (spec 001 §2: playing needs a login; the click should not be lost).
   */
  openGame(game: Game, options?: { mobile?: boolean }): OpenGameResult;
  /** The same as `play.on('resumed', …)`; fires when a remembered game opens after a login. */
  onResumed(listener: (event: ResumedGameEvent) => void): () => void;
}

export interface PendingGameDeps {
  session: Pick<SessionModule, 'on'>;
  play: Pick<CasinoPlay, 'openGame'>;
  /**
   * Runs the resumed open after the login flow has finished: the login form closes every
   * dialog after `logged-in`, which would close a mobile game modal opened inside that event.
   */
  defer?: (run: () => void) => void;
}

export function createPendingGame(deps: PendingGameDeps): PendingGame {
  const defer = deps.defer ?? ((run) => setTimeout(run, 0));
  const listeners = new Set<(event: ResumedGameEvent) => void>();
  let pending: { game: Game; options: { mobile?: boolean } } | null = null;
  // Listening only while a game waits keeps a created casino free of session listeners.
  let stopListening: (() => void) | null = null;

  function forget(): void {
    pending = null;
    stopListening?.();
    stopListening = null;
  }

  function listen(): void {
    if (stopListening) return;
    const offIn = deps.session.on('logged-in', () => {
      const waiting = pending;
      forget();
      if (!waiting) return;
      defer(() => {
        const result = deps.play.openGame(waiting.game, waiting.options);
        for (const listener of listeners) listener({ game: waiting.game, result });
      });
    });
    const offOut = deps.session.on('logged-out', forget);
    stopListening = () => {
      offIn();
      offOut();
    };
  }

  return {
    openGame(game, options = {}) {
      const result = deps.play.openGame(game, options);
      if (!result.ok) {
        pending = { game, options };
        listen();
      } else forget();
      return result;
    },
    onResumed(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
