import type { Game } from '@site/core/casino';
import { useKeenSlider } from 'keen-slider/react';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { GameTile } from './game-tile';

export interface GameRailProps {
  games: readonly Game[];
  onOpen(game: Game): void;
  label: string;
}

/** A sideways rail of tiles (keen-slider, free drag) for narrow layouts where a grid would scroll. */
export function GameRail({ games, onOpen, label }: GameRailProps) {
  const { LL } = useI18nContext();
  const [ref, slider] = useKeenSlider<HTMLUListElement>({
    mode: 'free-snap',
    slides: { perView: 'auto', spacing: 12 },
    rubberband: false,
  });
  return (
    <div className="site-game-rail">
      <ul ref={ref} className="keen-slider site-game-rail__track" aria-label={label}>
        {games.map((game) => (
          <li key={game.gameCode} className="keen-slider__slide site-game-rail__slide">
            <GameTile game={game} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="site-game-rail__arrow site-game-rail__arrow--prev"
        aria-label={LL.casinoUi.previous()}
        onClick={() =>
          slider.current?.moveToIdx(Math.max(0, (slider.current?.track.details?.rel ?? 0) - 2))
        }
      >
        <Icon name="back" />
      </button>
      <button
        type="button"
        className="site-game-rail__arrow site-game-rail__arrow--next"
        aria-label={LL.casinoUi.next()}
        onClick={() => slider.current?.moveToIdx((slider.current?.track.details?.rel ?? 0) + 2)}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
