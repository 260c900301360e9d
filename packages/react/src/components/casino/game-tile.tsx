import type { Game } from '@site/core/casino';
import { memo, useState } from 'react';
import { FavoriteButton } from './favorite-button';
import { useServerImageSrc } from './server-image';

export interface GameTileProps {
  game: Game;
  onOpen(game: Game): void;
}

/**
 * One game: its art (lazy, fixed 4:3 box so nothing shifts), name and provider, and the heart.
 * Without art (or when it fails to load) the tile shows the game's initials. Memoised: a grid
 * that moves its window or a lobby that re-renders (a favorite toggled) leaves other tiles be;
 * the heart follows its own per-game store.
 */
export const GameTile = memo(function GameTile({ game, onOpen }: GameTileProps) {
  const src = useServerImageSrc(game.imageUrl);
  const [broken, setBroken] = useState(false);
  return (
    <div className="site-game-tile">
      <button type="button" className="site-game-tile__open" onClick={() => onOpen(game)}>
        <span className="site-game-tile__art">
          {src && !broken ? (
            <img
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              width="240"
              height="180"
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="site-game-tile__initials" aria-hidden="true">
              {initials(game.name)}
            </span>
          )}
        </span>
        <span className="site-game-tile__name" title={game.name}>
          {game.name}
        </span>
        <span className="site-game-tile__provider">{game.providerName}</span>
      </button>
      <FavoriteButton game={game} />
    </div>
  );
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr'))
    .join('');
}
