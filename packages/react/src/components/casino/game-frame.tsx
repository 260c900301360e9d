import { GAME_DOCUMENT_SANDBOX, type PlayState } from '@site/core/casino';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * The game area: 'Loading...' until the launch answer; a provider URL in an iframe with the
 * core's sandbox flags; a provider HTML document (SoftGamings) only in `srcdoc` of a frame
 * without same-origin rights, never in the site's own page.
 */
export function GameFrame({ play }: { play: PlayState }) {
  const { LL } = useI18nContext();
  switch (play.status) {
    case 'idle':
    case 'checking':
    case 'loading':
      return (
        <div className="site-game-frame__state" role="status">
          <span className="site-spinner" aria-hidden="true" /> {LL.casinoUi.gameLoading()}
        </div>
      );
    case 'not-found':
      return (
        <p className="site-game-frame__state" role="alert">
          {play.problem === 'catalogue-unavailable'
            ? LL.casinoUi.catalogueUnavailable()
            : play.problem === 'unknown-game'
              ? LL.casinoUi.unknownGame()
              : LL.casino.gameNotFound()}
        </p>
      );
    case 'login-required':
      return <p className="site-game-frame__state">{LL.casinoUi.gameLoginRequired()}</p>;
    case 'failed':
      return (
        <p className="site-game-frame__state" role="alert">
          {LL.casinoUi.gameFailed()}
        </p>
      );
    case 'ready': {
      const { launch, game } = play;
      return launch.kind === 'url' ? (
        <iframe
          className="site-game-frame"
          title={game.name}
          src={launch.url}
          sandbox={launch.sandbox}
          allow="autoplay; fullscreen"
        />
      ) : (
        <iframe
          className="site-game-frame"
          title={game.name}
          srcDoc={launch.html}
          sandbox={GAME_DOCUMENT_SANDBOX}
          allow="autoplay; fullscreen"
        />
      );
    }
  }
}
