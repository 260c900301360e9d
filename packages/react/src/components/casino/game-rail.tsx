import type { Game } from '@site/core/casino';
import { useKeenSlider } from 'keen-slider/react';
import { useState } from 'react';
import { useNearScreen } from '../../hooks/use-near-screen';
import { useI18nContext } from '../../i18n/i18n-react';
import { continueNativeScroll, pendingTrackProps } from '../carousel/pending-slider';
import { Icon } from '../icons/icon';
import { GameTile } from './game-tile';

export interface GameRailProps {
  games: readonly Game[];
  onOpen(game: Game): void;
  label: string;
}

const SPACING_PX = 12;
/** Tiles an arrow moves. */
const STEP = 2;

/**
 * A sideways rail of tiles (keen-slider, free drag) for narrow layouts where a grid would scroll.
 * The slider is built once the rail comes within a screen of the viewport; until then the track
 * scrolls natively with the tiles at the same places, and the arrows scroll it.
 */
export function GameRail({ games, onOpen, label }: GameRailProps) {
  const { LL } = useI18nContext();
  const [railRef, near] = useNearScreen<HTMLDivElement>();
  // At either end the arrow that would go further is disabled (a real rail shows no dead arrow).
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    mode: 'free-snap',
    slides: { perView: 'auto', spacing: SPACING_PX },
    rubberband: false,
    created: (instance) => continueNativeScroll(instance, SPACING_PX),
    detailsChanged(instance) {
      const { position, min, max } = instance.track.details;
      // Positions are fractions of the track; a rail whose tiles all fit has min === max.
      setAtStart(position <= min + 0.001);
      setAtEnd(position >= max - 0.001);
    },
  });
  const move = (tiles: number) => {
    const built = slider.current;
    if (built) {
      built.moveToIdx(Math.max(0, (built.track.details?.rel ?? 0) + tiles));
      return;
    }
    const track = railRef.current?.querySelector<HTMLElement>('.site-game-rail__track');
    const tile = track?.firstElementChild as HTMLElement | null | undefined;
    if (tile)
      track?.scrollBy({ left: tiles * (tile.offsetWidth + SPACING_PX), behavior: 'smooth' });
  };
  // The arrows follow a pending track's native scroll as they follow the slider's position.
  const followNativeScroll = (track: HTMLElement) => {
    setAtStart(track.scrollLeft <= 0);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
  };
  return (
    <div ref={railRef} className="site-game-rail">
      <ul
        ref={near ? sliderRef : undefined}
        className="keen-slider site-game-rail__track"
        aria-label={label}
        {...pendingTrackProps(!near, SPACING_PX)}
        onScroll={near ? undefined : (event) => followNativeScroll(event.currentTarget)}
      >
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
        onClick={() => move(-STEP)}
      >
        <Icon name="back" />
      </button>
      <button
        type="button"
        className="site-game-rail__arrow site-game-rail__arrow--next"
        aria-label={LL.casinoUi.next()}
        disabled={atEnd}
        onClick={() => move(STEP)}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
