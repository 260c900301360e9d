import { createRequestStorage, isLocale, type Locale } from '@site/core';
import { createFullSite } from '@site/core/full';
import { renderToString } from 'react-dom/server';
import { App } from '../app';
import { demoImageOrigins } from '../image-origins';
import {
  LOCALE_COOKIE,
  SERVER_STATE_ID,
  SESSION_COOKIE,
  type ServerState,
  serializeState,
} from './server-state';

export interface RenderRequest {
  /** Path and query being rendered, e.g. `/`. */
  url: string;
  /** The request's Cookie header. */
  cookie?: string | undefined;
  /** The API origin the server calls (the dev server or the operator's gateway). */
  apiUrl: string;
}

export interface RenderResult {
  /** The app's markup, for `<div id="root">`. */
  appHtml: string;
  /** `<script type="application/json">` with the state the browser picks up. */
  stateScript: string;
  state: ServerState;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Renders one page for one request. A new site per request: its own memory storage holding
 * only this request's session, its own stores, nothing at module scope, so two players
 * rendered at the same time never see each other's data. No store is watched on the server,
 * so no polling, socket or timer starts; the data the page needs is loaded explicitly.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  // The cookie holds the auth data as the browser stored it; the core validates it on read and
  // treats anything malformed as a visitor, exactly as with a corrupt localStorage value.
  const storage = createRequestStorage({ authData: readCookie(request.cookie, SESSION_COOKIE) });
  const lang = readCookie(request.cookie, LOCALE_COOKIE);
  const locale: Locale = isLocale(lang) ? lang : 'tr';
  const site = createFullSite({
    env: { storage },
    baseUrl: `${request.apiUrl.replace(/\/$/, '')}/`,
    locale,
    // The same image origins as the browser's site: a refused image here would not match.
    imageOrigins: demoImageOrigins(),
  });
  try {
    const isPlayer = site.session.$authData.get() !== null;
    if (!isPlayer) await site.session.ensureAnonymousToken().catch(() => {});
    await Promise.all([
      site.bootstrap.load(),
      isPlayer ? site.balance.refreshBalance().catch(() => {}) : undefined,
      isPlayer ? site.betSlip.loadSlip() : undefined,
    ]);
    // A token the API refused (401) has ended the session meanwhile: render a visitor.
    const player = site.session.$authData.get();
    const state: ServerState = {
      locale,
      bootstrap: site.bootstrap.$bootstrap.get(),
      authData: player,
      balance: player ? site.balance.$balance.get() : null,
      slipOddIds: player ? site.betSlip.$oddList.get().map((odd) => odd.oddId) : [],
    };
    const appHtml = renderToString(<App site={site} ssrPath={request.url} />);
    const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(state)}</script>`;
    return { appHtml, stateScript, state };
  } finally {
    await site.dispose();
  }
}
