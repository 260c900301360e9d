import type { Game } from '@site/core/casino';
import { useKeenSlider } from 'keen-slider/react';
import { useState } from 'react';
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
  // At either end the arrow that would go further is disabled (a real rail shows no dead arrow).
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const [ref, slider] = useKeenSlider<HTMLUListElement>({
    mode: 'free-snap',
    slides: { perView: 'auto', spacing: 12 },
    rubberband: false,
    detailsChanged(instance) {
      const { position, min, max } = instance.track.details;
      // Positions are fractions of the track; a rail whose tiles all fit has min === max.
      setAtStart(position <= min + 0.001);
      setAtEnd(position >= max - 0.001);
    },
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
        disabled={atStart}
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
        disabled={atEnd}
        onClick={() => slider.current?.moveToIdx((slider.current?.track.details?.rel ?? 0) + 2)}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
