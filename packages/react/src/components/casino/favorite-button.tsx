import { useStore } from '@nanostores/react';
import type { Game } from '@site/core/casino';
import { useMemo } from 'react';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * The heart on a tile: toggles the game (optimistic, rolled back by the core on failure); the
 * active style follows `userFavoriteList`; a visitor gets the login dialog from the core.
 */
export function FavoriteButton({ game }: { game: Game }) {
  const { LL } = useI18nContext();
  const { casino } = useCasinoSite();
  const $active = useMemo(
    () => casino.favorites.$isFavorite(game.gameCode),
    [casino, game.gameCode],
  );
  const active = useStore($active);
  return (
    <button
      type="button"
      className="site-game-tile__favorite"
      data-active={active ? 'true' : undefined}
      aria-pressed={active}
      aria-label={
        active
          ? LL.casinoUi.removeFavorite({ name: game.name })
          : LL.casinoUi.addFavorite({ name: game.name })
      }
      onClick={() => void casino.favorites.toggleFavorite(game)}
    >
      <Icon name="heart" size="1.1em" />
    </button>
  );
}
