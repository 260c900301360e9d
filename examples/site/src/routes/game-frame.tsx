import { GAME_DOCUMENT_SANDBOX } from '@site/core/casino';
import { useI18nContext } from '@site/react';
import { useGamePlay } from '@site/react/casino';

/**
 * A launched game: a provider URL in an iframe with the core's sandbox flags, or a provider
 * HTML document in `srcdoc` without same-origin rights (never in the site's own page).
 */
export function GameFrame() {
  const { LL } = useI18nContext();
  const play = useGamePlay();
  if (play.status === 'loading' || play.status === 'idle') {
    return (
      <p className="demo-game__state" role="status">
        <span className="site-spinner" aria-hidden="true" /> {LL.sections.play.loading()}
      </p>
    );
  }
  if (play.status === 'not-found') return <p role="alert">{LL.sections.play.notFound()}</p>;
  if (play.status === 'login-required') return <p>{LL.sections.play.loginRequired()}</p>;
  if (play.status === 'failed') return <p role="alert">{LL.sections.play.failed()}</p>;
  const { launch, game } = play;
  return launch.kind === 'url' ? (
    <iframe
      className="demo-game__frame"
      title={game.name}
      src={launch.url}
      sandbox={launch.sandbox}
    />
  ) : (
    <iframe
      className="demo-game__frame"
      title={game.name}
      srcDoc={launch.html}
      sandbox={GAME_DOCUMENT_SANDBOX}
    />
  );
}
