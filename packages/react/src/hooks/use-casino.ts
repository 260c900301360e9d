import { useStore } from '@nanostores/react';
import type { CasinoCategory, PlayState } from '@site/core/casino';
import { useMemo } from 'react';
import { useCasinoSite } from './use-casino-site';

/** The casino categories a listing page shows (those whose slugList holds the slug). */
export function useCasinoCategories(slug: string): CasinoCategory[] {
  const { casino } = useCasinoSite();
  const $categories = useMemo(() => casino.catalogue.$categoriesOf(slug), [casino, slug]);
  return useStore($categories);
}

/** The game play state (idle, loading, ready with its launch, failed …). */
export function useGamePlay(): PlayState {
  return useStore(useCasinoSite().casino.play.$play);
}
