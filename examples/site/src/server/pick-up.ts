import type { FullSite } from '@site/core/full';
import { LOCALE_COOKIE, SERVER_STATE_ID, SESSION_COOKIE, type ServerState } from './server-state';

/** The state a server render left in the page, or null for a page rendered in the browser. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Start-up after a server render: the session and the bootstrap come from the page (no second
 * `cms/grouped`); the rest is `site.start()` (message listeners, other tabs, the hubs of the
 * restored session, the anonymous token).
 */
export function startAfterServerRender(site: FullSite, state: ServerState): Promise<void> {
  // Synchronous part first: the first client render must match the server's markup.
  // The page was rendered for a player this browser's storage does not hold (storage cleared,
  // another tab's login): take the session from the page rather than render a visitor.
  if (state.authData && !site.session.$authData.get()) site.session.startSession(state.authData);
  return site.start({ bootstrap: state.bootstrap });
}

/**
 * True when the server rendered the page for the session this browser holds (or the browser
 * holds none): only then does the markup match a client render. A visit from another site
 * sends no `SameSite=Strict` cookie, so the server renders a visitor while the storage holds
 * a player: that page is rendered in the browser instead of hydrated.
 */
export function renderedForThisBrowser(site: FullSite, state: ServerState): boolean {
  const held = site.session.$authData.get()?.token ?? null;
  return held === null || held === (state.authData?.token ?? null);
}

/**
 * Keeps the cookies a server render reads in step with the SDK: the session (the auth data the
 * browser stores anyway) and the language. `SameSite=Strict` (no other site's link or form
 * carries the token), `Path=/`, `Secure` on https; see docs/security.md.
 */
export function mirrorSessionCookies(site: FullSite): () => void {
  const attributes = `Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
  const write = (name: string, value: string | null) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie =
      value === null
        ? `${name}=; Max-Age=0; ${attributes}`
        : `${name}=${encodeURIComponent(value)}; ${attributes}`;
  };
  const stops = [
    site.session.$authData.subscribe((data) =>
      write(SESSION_COOKIE, data ? JSON.stringify(data) : null),
    ),
    site.i18n.$locale.subscribe((locale) => write(LOCALE_COOKIE, locale)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
