import { resolve } from 'node:path';
import { type RunningDevServer, startDevServer } from '@site/dev-server';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The origin the rendered page is served from. */
const SITE = 'http://127.0.0.1:5173';

/**
 * The demo's home page rendered on the server (examples/site/src/server), one site per
 * request: two players rendered at the same time each get their own session, balance and
 * slip in the markup and in the state handed to the browser, and a visitor gets neither.
 */
interface ServerState {
  authData: { username: string } | null;
  balance: number | null;
  slipOddIds: number[];
  bootstrap: { casinoCategoryList: unknown[] };
}
interface RenderResult {
  appHtml: string;
  stateScript: string;
  state: ServerState;
}
type RenderPage = (request: {
  url: string;
  cookie?: string;
  apiUrl: string;
  origin: string;
}) => Promise<RenderResult>;

let api: RunningDevServer;
let vite: ViteDevServer;
let renderPage: RenderPage;

beforeAll(async () => {
  api = await startDevServer({ port: 0, seed: 1 });
  const root = resolve(import.meta.dirname, '../../examples/site');
  vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const module = await vite.ssrLoadModule('/src/server/render-page.tsx');
  renderPage = module.renderPage as RenderPage;
});

afterAll(async () => {
  await vite?.close();
  await api?.close();
});

async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; message: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/** Logs a player in on the API and puts one odd on their slip; returns the session cookie. */
async function playerWithSlip(username: string, balance: number, oddIndex: number) {
  api.control.setBalance(username, balance);
  const visitor = await call<string>('/api/auth/token', '');
  const auth = await call<{ token: string }>('/api/auth/login', visitor, {
    username,
    password: 'secret1',
  });
  const leagues = await call<
    { events: { eventStatus: string; winner: { odd1Id: number | null } | null }[] }[]
  >('/sbapi/api/feed/liveeventlist', auth.token, { sportId: 1, skip: 0, take: 200 });
  const oddIds = leagues
    .flatMap((league) => league.events)
    .filter((event) => event.eventStatus === 'O')
    .map((event) => event.winner?.odd1Id);
  const oddId = oddIds[oddIndex];
  if (!oddId) throw new Error('no odd in the live feed');
  await call('/sbapi/api/sportsbook/toggleOdd', auth.token, { oddId, isLive: true });
  return { cookie: `site_session=${encodeURIComponent(JSON.stringify(auth))}; lang=tr`, oddId };
}

describe('server render of the home page', () => {
  it('renders two players at once without mixing their session, balance or slip', async () => {
    const [first, second] = await Promise.all([
      playerWithSlip('player1', 1234.5, 0),
      playerWithSlip('vip1', 9876, 5),
    ]);
    const [one, two, visitor] = await Promise.all([
      renderPage({ url: '/', cookie: first.cookie, apiUrl: api.url, origin: SITE }),
      renderPage({ url: '/', cookie: second.cookie, apiUrl: api.url, origin: SITE }),
      renderPage({ url: '/', apiUrl: api.url, origin: SITE }),
    ]);

    expect(one.state.authData?.username).toBe('player1');
    expect(one.state.balance).toBe(1234.5);
    expect(one.state.slipOddIds).toEqual([first.oddId]);
    expect(one.appHtml).toContain('player1');
    expect(one.appHtml).toContain('1.234,50');
    expect(one.appHtml).not.toContain('vip1');
    expect(one.appHtml).not.toContain('9.876');

    expect(two.state.authData?.username).toBe('vip1');
    expect(two.state.balance).toBe(9876);
    expect(two.state.slipOddIds).toEqual([second.oddId]);
    expect(two.appHtml).toContain('9.876');
    expect(two.appHtml).not.toContain('player1');
    expect(two.appHtml).not.toContain('1.234,50');

    expect(visitor.state.authData).toBeNull();
    expect(visitor.state.balance).toBeNull();
    expect(visitor.state.slipOddIds).toEqual([]);
    for (const name of ['player1', 'vip1']) expect(visitor.appHtml).not.toContain(name);
    for (const page of [one, two, visitor]) {
      expect(page.state.bootstrap.casinoCategoryList.length).toBeGreaterThan(0);
      expect(page.stateScript).not.toMatch(/<\/script>.*<\/script>/s);
    }
  });

  it('renders a visitor when the session cookie is malformed or its token expired', async () => {
    const broken = await renderPage({
      url: '/',
      cookie: 'site_session=%7Bnot-json',
      apiUrl: api.url,
      origin: SITE,
    });
    expect(broken.state.authData).toBeNull();

    const { cookie } = await playerWithSlip('newbie1', 10, 1);
    api.control.expireTokens({ username: 'newbie1' });
    const expired = await renderPage({ url: '/', cookie, apiUrl: api.url, origin: SITE });
    expect(expired.state.authData).toBeNull();
    expect(expired.appHtml).not.toContain('newbie1');
  });
});

describe('server render of a screen in a route chunk of its own', () => {
  it('renders the screen, not its loading state (the chunk is loaded before rendering)', async () => {
    const lobby = await renderPage({ url: '/casino/slot', apiUrl: api.url, origin: SITE });
    expect(lobby.appHtml).toContain('class="site-casino"');
    expect(lobby.appHtml).not.toContain('demo-route-loading');

    const promotions = await renderPage({ url: '/promotions', apiUrl: api.url, origin: SITE });
    expect(promotions.appHtml).toContain('site-promotions');
    expect(promotions.appHtml).not.toContain('demo-route-loading');
  });

  it('renders every screen of a chunk, not only the one that loads it (CMS page, game page)', async () => {
    const about = await renderPage({ url: '/pages/3', apiUrl: api.url, origin: SITE });
    expect(about.appHtml).not.toContain('demo-route-loading');
    const contents = await renderPage({ url: '/pages', apiUrl: api.url, origin: SITE });
    expect(contents.appHtml).not.toContain('demo-route-loading');
    const game = await renderPage({ url: '/casino/play/abc', apiUrl: api.url, origin: SITE });
    expect(game.appHtml).not.toContain('demo-route-loading');
  });
});

describe("server render in the visitor's language", () => {
  it('renders Turkish by default and English for a lang=en cookie (each loads its dictionary)', async () => {
    const turkish = await renderPage({ url: '/', apiUrl: api.url, origin: SITE });
    expect(turkish.appHtml).toContain('>Giriş Yap<');
    expect(turkish.appHtml).not.toContain('>Login<');

    const english = await renderPage({
      url: '/',
      cookie: 'lang=en',
      apiUrl: api.url,
      origin: SITE,
    });
    expect(english.appHtml).toContain('>Login<');
    expect(english.appHtml).not.toContain('>Giriş Yap<');
  });
});
