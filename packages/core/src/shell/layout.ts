/** Spec 000 §9 layout constants. Widths are always passed in: the core reads no DOM. */
export const HEADER_HIDE_THRESHOLD_PX = 100;
/** Mobile layout at this width and below. */
export const MOBILE_BREAKPOINT_PX = 900;
/** The hamburger (side menu button) shows at this width and below. */
export const HAMBURGER_BREAKPOINT_PX = 1100;
/** Under this width the live-betting menu entry goes to the narrow overview. */
export const LIVE_BETTING_NARROW_BELOW_PX = 1100;

const LIVE_CASINO = '/casino/live';
const SLOTS = '/casino/slot';

/** The header hides once the page is scrolled down more than 100 px. */
export function isHeaderHidden(scrollY: number): boolean {
  return scrollY > HEADER_HIDE_THRESHOLD_PX;
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

export function showsHamburger(width: number): boolean {
  return width <= HAMBURGER_BREAKPOINT_PX;
}

/**
 * The header search button: /casino/live when the current URL is exactly /casino/live (no
 * query, no trailing slash), otherwise /casino/slot. `currentUrl` is the path with query and
 * hash, or a full URL.
 */
export function headerSearchTarget(currentUrl: string): typeof LIVE_CASINO | typeof SLOTS {
  let path = currentUrl;
  if (/^[a-z][a-z0-9+.-]*:/i.test(currentUrl)) {
    try {
      const url = new URL(currentUrl);
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // not a URL: compared as it is
    }
  }
  return path === LIVE_CASINO ? LIVE_CASINO : SLOTS;
}
