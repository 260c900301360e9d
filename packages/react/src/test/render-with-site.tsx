import type { FullSite } from '@site/core/full';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ViewportWidthProvider } from '../hooks/use-viewport-width';
import { SiteProvider } from '../provider/site-provider';
import { createStorySite, type StorySiteOptions } from '../stories-support/story-site';

export interface SiteRenderResult extends RenderResult {
  site: FullSite;
  location: ReturnType<typeof memoryLocation>;
}

/** Renders `ui` inside a SiteProvider on a story site, a memory router and a fixed width. */
export function renderWithSite(
  ui: ReactNode,
  options: StorySiteOptions & { site?: FullSite } = {},
): SiteRenderResult {
  const site = options.site ?? createStorySite(options);
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const tree = (
    <SiteProvider site={site} onLoggedOut={() => {}}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </SiteProvider>
  );
  const view = render(
    options.width ? (
      <ViewportWidthProvider width={options.width}>{tree}</ViewportWidthProvider>
    ) : (
      tree
    ),
  );
  return { ...view, site, location };
}
