import { useI18nContext } from '@site/react';
import { useCasinoSite, useGamePlay } from '@site/react/casino';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { GameFrame } from './game-frame';

/** /casino/play/{game}: the desktop game page (behind the login guard). */
export function CasinoPlayPage({ encoded }: { encoded: string }) {
  const { LL } = useI18nContext();
  const site = useCasinoSite();
  const play = useGamePlay();
  const [, navigate] = useLocation();

  useEffect(() => site.casino.play.playFromRoute(encoded), [site, encoded]);
  // Closing the game (or the core closing it) goes back to its lobby.
  useEffect(
    () => site.casino.play.on('closed', ({ game }) => navigate(site.casino.lobbyPathFor(game))),
    [site, navigate],
  );

  const title = 'game' in play ? play.game.name : LL.sections.play.title();
  return (
    <section className="site-page demo-game" aria-labelledby="demo-game-title">
      <div className="demo-game__bar">
        <h1 className="site-page__title" id="demo-game-title">
          {title}
        </h1>
        {'game' in play ? (
          <button
            type="button"
            className="site-button site-button--ghost"
            onClick={() => site.casino.play.closeGame()}
          >
            {LL.sections.play.close()}
          </button>
        ) : null}
      </div>
      <GameFrame />
    </section>
  );
}
