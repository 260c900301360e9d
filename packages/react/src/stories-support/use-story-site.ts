import type { FullSite } from '@site/core/full';
import { useSite } from '../hooks/use-site';

/** Stories and their tests render a full site (createStorySite); this checks and says so. */
export function useStorySite(): FullSite {
  const site = useSite();
  for (const property of ['shell', 'sportsbook', 'casino', 'account'] as const) {
    if (!(property in site)) throw new Error(`A story site must be a full site (no ${property}).`);
  }
  return site as FullSite;
}
