/**
 * Origins the demo's server images may load from besides the page's own: in development the
 * contract dev server's (vite.config.ts defines it); a production build names its CDN with
 * `SITE_IMAGE_ORIGINS` at build time (none by default: only the page's own origin). The browser
 * and the server render read the same list, so both accept the same images and hydration finds
 * the markup it expects.
 */
export function demoImageOrigins(): string[] {
  const named = import.meta.env.DEV
    ? import.meta.env.VITE_IMAGE_ORIGINS
    : import.meta.env.VITE_BUILD_IMAGE_ORIGINS;
  return String(named ?? '')
    .split(' ')
    .filter(Boolean);
}

/**
 * Where the jackpot cards' art is served: the dev server draws it under its casino assets. The
 * browser and the server render use the same base, so hydration finds the same `src`.
 */
export const DEMO_JACKPOT_ASSET_BASE = '/api/casino/assets/jackpots/';
