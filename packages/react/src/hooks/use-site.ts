import type { Site } from '@site/core';
import { useContext } from 'react';
import { SiteContext } from '../provider/site-context';

/** The site instance of the nearest SiteProvider. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider site={…}>');
  return site;
}
