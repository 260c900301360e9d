import { createRequestStorage, isLocale, type Locale, type Platform } from '@site/core';
import { createFullSite } from '@site/core/full';
import { loadSiteTexts } from '@site/react';
import { renderToString } from 'react-dom/server';
import { App } from '../app';
import { DEMO_JACKPOT_ASSET_BASE, demoImageOrigins } from '../image-origins';
import { preloadRoute } from '../routes';
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
  /** The origin the page is served from: links and images resolve against it, as in the browser. */
  origin: string;
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

/** The platform of a page rendered on the server: its origin, and no window to listen to. */
function serverPlatform(origin: string): Platform {
  const never = () => () => {};
  return {
    origin: () => origin,
    isVisible: () => true,
    isOnline: () => true,
    onVisibilityChange: never,
    onOnline: never,
    onWindowMessage: never,
    onStorage: never,
  };
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
    env: { storage, platform: serverPlatform(request.origin) },
    baseUrl: `${request.apiUrl.replace(/\/$/, '')}/`,
    locale,
    // The same image origins as the browser's site: a refused image here would not match.
    imageOrigins: demoImageOrigins(),
    casino: { jackpotAssetBase: DEMO_JACKPOT_ASSET_BASE },
  });
  try {
    const isPlayer = site.session.$authData.get() !== null;
    // Start what the page shows, then wait for the site to settle: the calls and the ones
    // their answers start (a bootstrap waits for the anonymous token), as a test does.
    if (!isPlayer) void site.session.ensureAnonymousToken().catch(() => {});
    void site.bootstrap.refresh();
    if (isPlayer) {
      void site.balance.refreshBalance().catch(() => {});
      void site.betSlip.loadSlip();
    }
    await site.settled();
    // A token the API refused (401) has ended the session meanwhile: render a visitor.
    const player = site.session.$authData.get();
    const state: ServerState = {
      locale,
      bootstrap: site.bootstrap.$bootstrap.get(),
      authData: player,
      balance: player ? site.balance.$balance.get() : null,
      slipOddIds: player ? site.betSlip.$oddList.get().map((odd) => odd.oddId) : [],
    };
    // renderToString cannot wait for a route chunk: load the screen's first (as the browser
    // does before hydrating), so the markup is the screen, not its loading state.
    await preloadRoute(new URL(request.url, request.origin).pathname);
    // The page's language only (tr or en), as the browser loads it before hydrating.
    await loadSiteTexts(site);
    const appHtml = renderToString(<App site={site} ssrPath={request.url} />);
    const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(state)}</script>`;
    return { appHtml, stateScript, state };
  } finally {
    await site.dispose();
  }
}
