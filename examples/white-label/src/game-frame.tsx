import { type DialogRenderers, useI18nContext } from '@site/react';
import { useCasinoSite, useGamePlay } from '@site/react/casino';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { GAME_DOCUMENT_SANDBOX } from './sdk';

/**
 * A launched game as the core hands it over: a URL with the sandbox flags the core chose, or a
 * provider document in `srcdoc` without same-origin rights (never in the site's own page).
 */
function GameFrame() {
  const { LL } = useI18nContext();
  const play = useGamePlay();
  if (play.status === 'loading' || play.status === 'idle' || play.status === 'checking')
    return <p role="status">{LL.sections.play.loading()}</p>;
  if (play.status === 'not-found') return <p role="alert">{LL.sections.play.notFound()}</p>;
  if (play.status === 'login-required') return <p>{LL.sections.play.loginRequired()}</p>;
  if (play.status === 'failed') return <p role="alert">{LL.sections.play.failed()}</p>;
  const { launch, game } = play;
  return launch.kind === 'url' ? (
    <iframe className="game__frame" title={game.name} src={launch.url} sandbox={launch.sandbox} />
  ) : (
    <iframe
      className="game__frame"
      title={game.name}
      srcDoc={launch.html}
      sandbox={GAME_DOCUMENT_SANDBOX}
    />
  );
}

/** /casino/play/{game}: the desktop game page; closing it goes back to the lobby. */
export function PlayPage({ encoded }: { encoded: string }) {
  const { LL } = useI18nContext();
  const site = useCasinoSite();
  const [, navigate] = useLocation();
  useEffect(() => site.casino.play.playFromRoute(encoded), [site, encoded]);
  useEffect(() => site.casino.play.on('closed', () => navigate('/')), [site, navigate]);
  return (
    <section className="game" aria-labelledby="game-title">
      <div className="game__bar">
        <h1 id="game-title">{LL.sections.play.title()}</h1>
        <button
          type="button"
          className="site-button site-button--ghost"
          onClick={() => site.casino.play.closeGame()}
        >
          {LL.sections.play.close()}
        </button>
      </div>
      <GameFrame />
    </section>
  );
}

/** The play dialog of the mobile layout. */
export const playDialogs: DialogRenderers = {
  playGame: { title: (LL) => LL.sections.play.title(), render: () => <GameFrame /> },
};
