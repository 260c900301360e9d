import { useGamePlay } from '../../hooks/use-casino';
import { GameFrame } from './game-frame';
import { GamePlayBar } from './game-play-bar';

/** The mobile full-height game modal's body: the bar's actions, then the game filling the rest. */
export function GameModal() {
  const play = useGamePlay();
  return (
    <div className="site-game-modal">
      <GamePlayBar play={play} showName={false} showClose={false} />
      <div className="site-game-modal__stage">
        <GameFrame play={play} />
      </div>
    </div>
  );
}
