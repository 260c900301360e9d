import { useStore } from '@nanostores/react';
import type { BootstrapStatus, FooterPage, Promotion, SiteSettings, Slide } from '@site/core';
import { useSite } from './use-site';

export function useSlides(slug: string): readonly Slide[] {
  return useStore(useSite().bootstrap.$sliders)[slug] ?? [];
}

export function useFooterPages(): FooterPage[] {
  return useStore(useSite().bootstrap.$footerPages);
}

export function usePromotions(): Promotion[] {
  return useStore(useSite().bootstrap.$promotions);
}

export function useBootstrapStatus(): BootstrapStatus {
  return useStore(useSite().bootstrap.$status);
}

/** Social links, live-chat ids and every site option by key. */
export function useSiteOptions(): SiteSettings {
  return useStore(useSite().bootstrap.$siteOptions);
}
