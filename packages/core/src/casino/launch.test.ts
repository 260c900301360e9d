import { describe, expect, it } from 'vitest';
import { fail, flushMicrotasks, ok, status } from '../testing';
import { deferred, game, setupCasino } from './casino.test-support';
import { CasinoError } from './casino-error';
import type { Game } from './game.schema';
import { decodeGameRoute } from './game-route';
import { GAME_DOCUMENT_SANDBOX, GAME_FRAME_SANDBOX } from './launch.types';

const LOBBY = 'https://site.test/casino/slot';

interface Row {
  provider: string;
  game: Game;
  endpoint: string;
  desktop: Record<string, unknown>;
  mobile: Record<string, unknown>;
  closesOnFailure: boolean;
}

// Spec 001 §7 (endpoint and payload) and §8 (what a failure does), provider by provider.
const PROVIDERS: Row[] = [
  {
    provider: 'Digitain',
    game: game({ gameCode: 'dt_crash', providerName: 'Digitain', mainProviderId: 7 }),
    endpoint: '/api/casino/dtlaunchurl',
    desktop: { code: 'dt_crash' },
    mobile: { code: 'dt_crash' },
    closesOnFailure: false,
  },
  {
    provider: 'Pragmatic Play',
    game: game({ gameCode: 'pp_gates', providerName: 'Pragmatic Play', mainProviderId: 5 }),
    endpoint: '/api/casino/pragmaticlaunchurl',
    desktop: { code: 'pp_gates' },
    mobile: { code: 'pp_gates' },
    closesOnFailure: false,
  },
  {
    provider: 'EveryMatrix',
    game: game({
      gameCode: 'em_roulette',
      providerName: 'EveryMatrix',
      mainProviderId: 6,
      productId: 37,
    }),
    endpoint: '/api/casino/emlaunchurl',
    desktop: { code: 'em_roulette', productId: 37 },
    mobile: { code: 'em_roulette', productId: 37 },
    closesOnFailure: false,
  },
  {
    provider: 'Amusnet',
    game: game({ gameCode: 'am_40_burning', providerName: 'Amusnet', mainProviderId: 4 }),
    endpoint: '/api/casino/amusnetlaunchurl',
    desktop: { code: 'am_40_burning', isMobile: false },
    mobile: { code: 'am_40_burning', isMobile: true },
    closesOnFailure: true,
  },
  {
    provider: 'Egt Digital',
    game: game({ gameCode: 'egt_shining', providerName: 'Egt Digital', mainProviderId: 3 }),
    endpoint: '/api/casino/egtlaunchurl',
    desktop: { platform: 1, gameCode: 'egt_shining', language: 'tr', lobbyUrl: LOBBY },
    mobile: { platform: 2, gameCode: 'egt_shining', language: 'tr', lobbyUrl: LOBBY },
    closesOnFailure: true,
  },
  {
    provider: 'Hub88',
    game: game({ gameCode: 'hub_aviator', providerName: 'Hub88', mainProviderId: 2 }),
    endpoint: '/api/casino/hub88launchurl',
    desktop: { platform: 1, gameCode: 'hub_aviator', language: 'tr', lobbyUrl: LOBBY },
    mobile: { platform: 2, gameCode: 'hub_aviator', language: 'tr', lobbyUrl: LOBBY },
    closesOnFailure: true,
  },
  {
    provider: 'SoftGamings',
    game: game({
      gameCode: 'sg_book',
      providerName: 'SoftGamings',
      mainProviderId: 1,
      system: '998',
    }),
    endpoint: '/api/casino/softgamingslaunchurl',
    desktop: { system: '998', pageCode: 'sg_book', isMobile: 0 },
    mobile: { system: '998', pageCode: 'sg_book', isMobile: 1 },
    closesOnFailure: true,
  },
];

const CASES = PROVIDERS.flatMap((row) =>
  (['desktop', 'mobile'] as const).map((device) => ({ ...row, device })),
);

const SG_HTML = '<!doctype html><html><body><script>document.title = "x"</script></body></html>';

describe('launch: the provider map, one row per provider and device', () => {
  it.each(CASES)('$provider on $device: exact endpoint and payload', async (row) => {
    const { casino, routes, site } = setupCasino({ mobile: row.device === 'mobile' });
    routes.route(`POST ${row.endpoint}`, () =>
      ok(row.provider === 'SoftGamings' ? SG_HTML : 'https://games.example/play/1'),
    );
    const result = casino.play.openGame(row.game);
    expect(casino.play.$play.get()).toMatchObject({ status: 'loading', device: row.device });
    await site.settled();

    expect(routes.calls).toHaveLength(1);
    expect(routes.calls[0]?.path).toBe(row.endpoint);
    expect(routes.calls[0]?.body).toStrictEqual(row[row.device]);
    expect(routes.calls[0]?.headers.authorization).toBe('Bearer player-token');
    if (row.device === 'mobile') {
      expect(result).toEqual({ ok: true, path: null });
      expect(site.dialogs.$dialog.get()).toEqual({
        name: 'playGame',
        props: { gameCode: row.game.gameCode, name: row.game.name },
      });
    } else {
      expect(result).toEqual({ ok: true, path: expect.stringMatching(/^\/casino\/play\//) });
      const path = (result as { path: string }).path;
      expect(path).toMatch(/^\/casino\/play\/[A-Za-z0-9_-]+$/);
      expect(decodeGameRoute(path.slice('/casino/play/'.length))).toEqual({
        ok: true,
        game: row.game,
      });
    }
    const state = casino.play.$play.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.launch).toEqual(
      row.provider === 'SoftGamings'
        ? { kind: 'sandboxed-document', html: SG_HTML, sandbox: GAME_DOCUMENT_SANDBOX }
        : { kind: 'url', url: 'https://games.example/play/1', sandbox: GAME_FRAME_SANDBOX },
    );
  });

  it.each(CASES)(
    '$provider on $device: success false → error toast (closes: $closesOnFailure)',
    async (row) => {
      const { casino, routes, site, toasts } = setupCasino({ mobile: row.device === 'mobile' });
      routes.route(`POST ${row.endpoint}`, () => fail('Oyun şu anda açılamıyor'));
      const closed: unknown[] = [];
      casino.play.on('closed', (event) => closed.push(event));
      casino.play.openGame(row.game);
      await site.settled();

      expect(toasts).toEqual([
        expect.objectContaining({ kind: 'error', content: { text: 'Oyun şu anda açılamıyor' } }),
      ]);
      const state = casino.play.$play.get();
      if (row.closesOnFailure) {
        expect(state).toEqual({ status: 'idle' });
        expect(site.dialogs.$dialog.get()).toBeNull();
        expect(closed).toEqual([{ game: row.game, device: row.device, reason: 'launch-failed' }]);
      } else {
        expect(state).toMatchObject({ status: 'failed', error: { code: 'server' } });
        expect(closed).toEqual([]);
        if (row.device === 'mobile') expect(site.dialogs.$dialog.get()?.name).toBe('playGame');
      }
    },
  );

  it.each(PROVIDERS)('$provider while logged out: the login dialog, no call', (row) => {
    const { casino, routes, site } = setupCasino({ loggedIn: false });
    expect(casino.play.openGame(row.game)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(routes.calls).toHaveLength(0);
  });
});

describe('launch: what the UI is handed', () => {
  const hub = PROVIDERS.find((row) => row.provider === 'Hub88') as Row;
  const digitain = PROVIDERS.find((row) => row.provider === 'Digitain') as Row;

  it('sends the chosen language and a custom lobby URL to EGT and Hub88', async () => {
    const { casino, routes, site } = setupCasino({
      casino: { lobbyUrl: () => 'https://site.test/casino/live' },
    });
    site.i18n.setLocale('en');
    routes.route('POST /api/casino/hub88launchurl', () => ok('https://games.example/1'));
    casino.play.openGame(hub.game);
    await site.settled();
    expect(routes.calls[0]?.body).toMatchObject({
      language: 'en',
      lobbyUrl: 'https://site.test/casino/live',
    });
  });

  it.each([
    ['http on another origin', 'http://games.example/play'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/play'],
    ['credentials', 'https://user:pw@games.example/'],
  ])('refuses a launch URL that is %s: typed error, error toast', async (_name, url) => {
    const { casino, routes, toasts, site } = setupCasino();
    routes.route('POST /api/casino/dtlaunchurl', () => ok(url));
    casino.play.openGame(digitain.game);
    await site.settled();
    const state = casino.play.$play.get();
    expect(state).toMatchObject({ status: 'failed' });
    if (state.status !== 'failed') return;
    expect(state.error).toBeInstanceOf(CasinoError);
    expect(state.error).toMatchObject({ reason: 'unsafe-launch-url', code: 'malformed' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', content: { key: 'casino.unsafeLaunchUrl' } }),
    ]);
  });

  it('a refused URL from a closing provider closes the modal', async () => {
    const { casino, routes, site } = setupCasino({ mobile: true });
    routes.route('POST /api/casino/hub88launchurl', () => ok('javascript:alert(1)'));
    casino.play.openGame(hub.game);
    await site.settled();
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('allows http game pages on another origin only with allowInsecureGameUrls', async () => {
    const { casino, routes, site } = setupCasino({
      origin: 'http://localhost:5173',
      casino: { allowInsecureGameUrls: true },
    });
    routes.route('POST /api/casino/dtlaunchurl', () =>
      ok('http://127.0.0.1:8787/api/casino/play/ab'),
    );
    casino.play.openGame(digitain.game);
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({
      status: 'ready',
      launch: {
        kind: 'url',
        url: 'http://127.0.0.1:8787/api/casino/play/ab',
        sandbox: GAME_FRAME_SANDBOX,
      },
    });
    routes.route('POST /api/casino/dtlaunchurl', () => ok('javascript:alert(1)'));
    casino.play.reloadGame();
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({ status: 'failed' });
  });

  it('a same-origin launch URL is resolved and loses allow-same-origin', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/dtlaunchurl', () => ok('/api/casino/play/abc'));
    casino.play.openGame(digitain.game);
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({
      launch: {
        kind: 'url',
        url: 'https://site.test/api/casino/play/abc',
        sandbox: GAME_DOCUMENT_SANDBOX,
      },
    });
  });

  it('treats a network failure, an HTTP error and a malformed answer like success false', async () => {
    for (const answer of [() => status(502), () => ok({ url: 'x' }), () => ok('   ')]) {
      const { casino, routes, toasts, site } = setupCasino();
      routes.route('POST /api/casino/dtlaunchurl', answer);
      casino.play.openGame(digitain.game);
      await site.settled();
      expect(casino.play.$play.get().status).toBe('failed');
      expect(toasts.map((toast) => toast.kind)).toEqual(['error']);
    }
  });

  it('an unknown provider fails with a typed error and calls nothing', async () => {
    const { casino, routes, toasts, site } = setupCasino();
    casino.play.openGame(game({ providerName: 'Mystery Games' }));
    await site.settled();
    expect(routes.calls).toHaveLength(0);
    expect(casino.play.$play.get()).toMatchObject({
      status: 'failed',
      error: { reason: 'unknown-provider' },
    });
    expect(toasts[0]?.content).toEqual({ key: 'casino.unknownProvider' });
  });

  it('matches provider names ignoring case and spacing', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/egtlaunchurl', () => ok('https://games.example/1'));
    casino.play.openGame(game({ providerName: 'EGT  digital', gameCode: 'egt_1' }));
    await site.settled();
    expect(routes.calls[0]?.path).toBe('/api/casino/egtlaunchurl');
  });

  it('drops the answer of an older launch when the player opened another game', async () => {
    const { casino, routes, site } = setupCasino();
    const slow = deferred<Response>();
    routes.route('POST /api/casino/dtlaunchurl', () => slow.promise);
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/pp'));
    casino.play.openGame(digitain.game);
    casino.play.openGame(game());
    await flushMicrotasks(); // the first answer is held: settled() would wait for it
    slow.resolve(ok('https://games.example/dt'));
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({
      status: 'ready',
      game: { gameCode: 'pp_sweet_bonanza' },
      launch: { url: 'https://games.example/pp' },
    });
  });
});

describe('play state: reload, close, deposit, the game page', () => {
  const sweet = game();

  it('shows Loading until the URL arrives, then ready', async () => {
    const { casino, routes, site } = setupCasino();
    const answer = deferred<Response>();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => answer.promise);
    casino.play.openGame(sweet);
    await flushMicrotasks(); // the answer is held: settled() would wait for it
    expect(casino.play.$play.get()).toMatchObject({ status: 'loading', game: sweet });
    answer.resolve(ok('https://games.example/1'));
    await site.settled();
    expect(casino.play.$play.get().status).toBe('ready');
  });

  it('reload toasts the reload key and launches again', async () => {
    const { casino, routes, toasts, site } = setupCasino();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    casino.play.openGame(sweet);
    await site.settled();
    casino.play.reloadGame();
    expect(casino.play.$play.get().status).toBe('loading');
    await site.settled();
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'info', content: { key: 'casino.gameReloading' } }),
    ]);
    expect(routes.calls).toHaveLength(2);
    expect(casino.play.$play.get().status).toBe('ready');
  });

  it('close ends the game, closes the mobile modal and ignores a late answer', async () => {
    const { casino, routes, site } = setupCasino({ mobile: true });
    const answer = deferred<Response>();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => answer.promise);
    const closed: unknown[] = [];
    casino.play.on('closed', (event) => closed.push(event));
    casino.play.openGame(sweet);
    casino.play.closeGame();
    answer.resolve(ok('https://games.example/1'));
    await site.settled();
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(closed).toEqual([{ game: sweet, device: 'mobile', reason: 'user' }]);
  });

  it('desktop: the Deposit button opens the deposit sheet over the game page, which keeps playing', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    casino.play.openGame(sweet);
    await site.settled();
    casino.play.openDeposit();
    expect(site.dialogs.$dialog.get()).toEqual({ name: 'deposit', props: { source: 'playGame' } });
    expect(casino.play.$play.get()).toMatchObject({ status: 'ready', device: 'desktop' });
  });

  it('mobile: the Deposit button swaps the game modal for the deposit sheet and ends the game', async () => {
    const { casino, routes, site } = setupCasino({ mobile: true });
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const closed: unknown[] = [];
    casino.play.on('closed', (event) => closed.push(event));
    casino.play.openGame(sweet);
    await site.settled();
    expect(site.dialogs.$dialog.get()?.name).toBe('playGame');
    casino.play.openDeposit();
    expect(site.dialogs.$dialog.get()).toEqual({ name: 'deposit', props: { source: 'playGame' } });
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(closed).toEqual([{ game: sweet, device: 'mobile', reason: 'deposit' }]);
  });

  it('mobile: a launch answer arriving after the Deposit button is dropped', async () => {
    const { casino, routes, site } = setupCasino({ mobile: true });
    const answer = deferred<Response>();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => answer.promise);
    casino.play.openGame(sweet);
    casino.play.openDeposit();
    answer.resolve(ok('https://games.example/1'));
    await site.settled();
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(site.dialogs.$dialog.get()?.name).toBe('deposit');
  });

  it('the game page launches what its route holds, once', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const result = casino.play.openGame(sweet);
    const encoded = (result as { path: string }).path.split('/').pop() as string;
    casino.play.playFromRoute(encoded);
    await site.settled();
    expect(routes.calls).toHaveLength(1);
    expect(casino.play.$play.get().status).toBe('ready');
  });

  it('a bad route value is a not-found state, not a crash', () => {
    const { casino, routes } = setupCasino();
    casino.play.playFromRoute('not base64 at all!');
    expect(casino.play.$play.get()).toEqual({ status: 'not-found', problem: 'not-base64' });
    expect(routes.calls).toHaveLength(0);
  });

  it('a visitor on the game page gets the login dialog; logging in launches the game', async () => {
    const { casino, routes, site } = setupCasino({
      loggedIn: false,
      categories: [{ id: 1, name: 'Slots', slugList: ['slot'], games: [sweet] }],
    });
    routes.route('POST /api/auth/login', () =>
      ok({ token: 'player-token', username: 'ayse', group: 1, balance: 5 }),
    );
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const stop = casino.play.$play.listen(() => {});
    const encoded = (setupCasino().casino.play.openGame(sweet) as { path: string }).path
      .split('/')
      .pop() as string;
    casino.play.playFromRoute(encoded);
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({ status: 'login-required', game: sweet });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({ status: 'ready', game: sweet });
    stop();
  });

  it('a logout closes the running game', async () => {
    const { casino, routes, site } = setupCasino({ mobile: true });
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    routes.route('GET /api/auth/logout', () => ok(null));
    const stop = casino.play.$play.listen(() => {});
    casino.play.openGame(sweet);
    await site.settled();
    await site.session.logout();
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    stop();
  });
});
