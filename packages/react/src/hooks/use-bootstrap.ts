import { useStore } from '@nanostores/react';
import type { BootstrapStatus } from '@site/core';
import type {
  FooterPage,
  Promotion,
  ShellApi,
  SiteSettings,
  Slide,
  SlidesBySlug,
} from '@site/core/shell';
import { atom } from 'nanostores';
import { optionalModule, useShellSite, useSite } from './use-site';

// A site composed without the shell module has no content slices: no slides to show.
const noSlides = atom<SlidesBySlug>({ home: [], casino: [], sportsbook: [] });

export function useSlides(slug: string): readonly Slide[] {
  const content = optionalModule<ShellApi>(useSite(), 'content')?.content;
  return useStore(content?.$sliders ?? noSlides)[slug] ?? [];
}

export function useFooterPages(): FooterPage[] {
  return useStore(useShellSite().content.$footerPages);
}

export function usePromotions(): Promotion[] {
  return useStore(useShellSite().content.$promotions);
}

export function useBootstrapStatus(): BootstrapStatus {
  return useStore(useSite().bootstrap.$status);
}

/** Social links, live-chat ids and every site option by key. */
export function useSiteOptions(): SiteSettings {
  return useStore(useShellSite().content.$siteOptions);
}
