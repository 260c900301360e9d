import type { Game } from '@site/core/casino';
import { isMobileWidth } from '@site/core/shell';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';

/**
 * Opens a game through the core and follows its intent: desktop navigates to the game page,
 * mobile shows the modal, a visitor gets the login dialog (and the game after logging in).
 */
export function useOpenGame(): (game: Game) => void {
  const site = useCasinoSite();
  const [, navigate] = useLocation();
  const mobile = isMobileWidth(useViewportWidth());
  return useCallback(
    (game: Game) => {
      const result = site.casino.play.openGame(game, { mobile });
      if (result.ok && result.path) navigate(result.path);
    },
    [site, navigate, mobile],
  );
}

/** A game a visitor clicked before logging in: navigate to its page once it opens. */
export function useResumedGameRoute(): void {
  const site = useCasinoSite();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      site.casino.play.on('resumed', ({ result }) => {
        if (result.ok && result.path) navigate(result.path);
      }),
    [site, navigate],
  );
}
