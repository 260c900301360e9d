import { lobbyPathFor } from '@site/core/casino';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useGamePlay } from '../../hooks/use-casino';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { GameFrame } from './game-frame';
import { GamePlayBar } from './game-play-bar';

/**
 * `/casino/play/{game}`: the desktop game page. The core checks the link's game code against
 * the catalogue and launches the catalogue's game; the name shown is the catalogue's.
 */
export function GamePlayPage({ encoded }: { encoded: string }) {
  const site = useCasinoSite();
  const play = useGamePlay();
  const [, navigate] = useLocation();

  useEffect(() => {
    // Arriving from a scrolled lobby: the game bar and the game start at the top.
    window.scrollTo?.({ top: 0 });
    site.casino.play.playFromRoute(encoded);
  }, [site, encoded]);
  // Closing the game (or the core closing it after a failed launch) goes back to its lobby.
  useEffect(
    () => site.casino.play.on('closed', ({ game }) => navigate(site.casino.lobbyPathFor(game))),
    [site, navigate],
  );

  return (
    <section className="site-game-page" aria-labelledby="site-game-title">
      <GamePlayBar
        play={play}
        headingId="site-game-title"
        onClose={() => {
          if ('game' in play) site.casino.play.closeGame();
          else navigate(lobbyPathFor({ isLive: false }));
        }}
      />
      <div className="site-game-page__stage">
        <GameFrame play={play} />
      </div>
    </section>
  );
}
