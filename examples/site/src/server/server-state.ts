import type { AuthData, Locale, StoredBootstrap } from '@site/core';

/**
 * What a server render hands to the browser, as JSON in `<script id="site-state">`: the
 * bootstrap (so the page does not ask `cms/grouped` again), the player it was rendered for,
 * and what the page showed for them.
 */
export interface ServerState {
  locale: Locale;
  bootstrap: StoredBootstrap;
  /** The player the page was rendered for; null for a visitor. */
  authData: AuthData | null;
  balance: number | null;
  /** Odd ids on that player's bet slip when the page was rendered. */
  slipOddIds: number[];
}

export const SERVER_STATE_ID = 'site-state';

/** The cookie the browser keeps the session in for server renders (see docs/server-render.md). */
export const SESSION_COOKIE = 'site_session';

/** The cookie the browser keeps the chosen language in, for the same renders. */
export const LOCALE_COOKIE = 'lang';

/** JSON safe inside a <script> element: no `</script>`, no HTML comment, no U+2028/2029. */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
