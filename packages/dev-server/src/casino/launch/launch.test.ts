import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../sportsbook/kit/html';
import { createCasinoHarness } from '../casino.test-support';
import type { GameDef } from '../catalog/games';
import type { ProviderName } from '../catalog/providers';

type Harness = ReturnType<typeof createCasinoHarness>;
const gameOf = (h: Harness, provider: ProviderName) =>
  h.casino.games.find((game) => game.providerName === provider) as GameDef;
const lobby = 'https://site.example/casino/slot';

/** A valid payload for each launch call, built from a game of its provider. */
const CASES: {
  path: string;
  provider: ProviderName;
  payload(game: GameDef): Record<string, unknown>;
}[] = [
  { path: 'dtlaunchurl', provider: 'Digitain', payload: (g) => ({ code: g.gameCode }) },
  {
    path: 'pragmaticlaunchurl',
    provider: 'Pragmatic Play',
    payload: (g) => ({ code: g.gameCode }),
  },
  {
    path: 'emlaunchurl',
    provider: 'EveryMatrix',
    payload: (g) => ({ code: g.gameCode, productId: g.productId }),
  },
  {
    path: 'amusnetlaunchurl',
    provider: 'Amusnet',
    payload: (g) => ({ code: g.gameCode, isMobile: true }),
  },
  {
    path: 'egtlaunchurl',
    provider: 'Egt Digital',
    payload: (g) => ({ platform: 1, gameCode: g.gameCode, language: 'tr', lobbyUrl: lobby }),
  },
  {
    path: 'hub88launchurl',
    provider: 'Hub88',
    payload: (g) => ({ platform: 2, gameCode: g.gameCode, language: 'en', lobbyUrl: lobby }),
  },
];

describe('game launch', () => {
  for (const { path, provider, payload } of CASES) {
    it(`${path} answers a URL to a playable page for a ${provider} game`, async () => {
      const h = createCasinoHarness();
      const game = gameOf(h, provider);
      const res = await h.call<string>('POST', `casino/${path}`, { body: payload(game) });
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatch(/^\/api\/casino\/play\/[0-9a-f]{24}$/);
      const page = await h.app.request(res.body.data);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(escapeHtml(game.name));
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!site\.example)/);
    });

    it(`${path} refuses visitors, missing fields and other providers’ games`, async () => {
      const h = createCasinoHarness();
      const game = gameOf(h, provider);
      const visitor = await h.call('POST', `casino/${path}`, {
        as: 'anon:v',
        body: payload(game),
        locale: 'en',
      });
      expect(visitor.body).toMatchObject({ success: false, message: 'Please login first' });
      const full = payload(game);
      const [firstField] = Object.keys(full);
      const { [firstField as string]: _dropped, ...partial } = full;
      const missing = await h.call('POST', `casino/${path}`, { body: partial, locale: 'en' });
      expect(missing.body).toMatchObject({
        success: false,
        message: `Invalid request: ${firstField} is missing`,
      });
      const other = h.casino.games.find(
        (item) => item.providerName !== provider && item.productId === 0,
      ) as GameDef;
      const foreign = await h.call('POST', `casino/${path}`, {
        body: { ...full, code: other.gameCode, gameCode: other.gameCode },
        locale: 'en',
      });
      expect(foreign.body).toMatchObject({
        success: false,
        message: `This game is not a ${provider} game`,
      });
    });
  }

  it('checks field types strictly', async () => {
    const h = createCasinoHarness();
    const egt = gameOf(h, 'Egt Digital');
    const platform = await h.call('POST', 'casino/egtlaunchurl', {
      body: { platform: 3, gameCode: egt.gameCode, language: 'tr', lobbyUrl: lobby },
      locale: 'en',
    });
    expect(platform.body.message).toBe('Invalid request: platform must be one of 1, 2');
    const language = await h.call('POST', 'casino/egtlaunchurl', {
      body: { platform: 1, gameCode: egt.gameCode, language: 'de', lobbyUrl: lobby },
      locale: 'en',
    });
    expect(language.body.message).toBe('Invalid request: language must be one of "tr", "en"');
    const url = await h.call('POST', 'casino/egtlaunchurl', {
      body: {
        platform: 1,
        gameCode: egt.gameCode,
        language: 'tr',
        lobbyUrl: 'javascript:alert(1)',
      },
      locale: 'en',
    });
    expect(url.body.message).toBe('Invalid request: lobbyUrl must be an http(s) URL');
    const amusnet = gameOf(h, 'Amusnet');
    const mobile = await h.call('POST', 'casino/amusnetlaunchurl', {
      body: { code: amusnet.gameCode, isMobile: 1 },
      locale: 'en',
    });
    expect(mobile.body.message).toBe('Invalid request: isMobile must be true or false');
    const em = gameOf(h, 'EveryMatrix');
    const product = await h.call('POST', 'casino/emlaunchurl', {
      body: { code: em.gameCode, productId: em.productId + 1 },
      locale: 'en',
    });
    expect(product.body.message).toBe('productId does not match this game');
    const unknown = await h.call('POST', 'casino/dtlaunchurl', {
      body: { code: 'nope' },
      locale: 'en',
    });
    expect(unknown.body.message).toBe('Game not found');
    const tr = await h.call('POST', 'casino/dtlaunchurl', { body: { code: '' } });
    expect(tr.body.message).toMatch(/^Geçersiz istek: code /);
  });

  it('softgamingslaunchurl answers an HTML document with an embedded script', async () => {
    const h = createCasinoHarness();
    const game = gameOf(h, 'SoftGamings');
    const res = await h.call<string>('POST', 'casino/softgamingslaunchurl', {
      body: { system: game.system, pageCode: game.gameCode, isMobile: 1 },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatch(/^<!doctype html>/);
    expect(res.body.data).toMatch(
      /<script>[\s\S]*createElement\('iframe'\)[\s\S]*\/api\/casino\/play\/[0-9a-f]{24}/,
    );
    const wrongSystem = await h.call('POST', 'casino/softgamingslaunchurl', {
      body: { system: 'x', pageCode: game.gameCode, isMobile: 0 },
      locale: 'en',
    });
    expect(wrongSystem.body.message).toBe('system does not match this game');
    const badMobile = await h.call('POST', 'casino/softgamingslaunchurl', {
      body: { system: game.system, pageCode: game.gameCode, isMobile: true },
      locale: 'en',
    });
    expect(badMobile.body.message).toBe('Invalid request: isMobile must be one of 0, 1');
  });

  it('uses an absolute public base when one is configured', async () => {
    const h = createCasinoHarness({ publicBase: 'http://127.0.0.1:8787/api' });
    const res = await h.call<string>('POST', 'casino/dtlaunchurl', {
      body: { code: gameOf(h, 'Digitain').gameCode },
    });
    expect(res.body.data).toMatch(/^http:\/\/127\.0\.0\.1:8787\/api\/casino\/play\//);
  });

  it('shows the stand-in game’s balance and stakes in the site’s money format', async () => {
    const h = createCasinoHarness();
    h.balances.set('alice', 4219);
    for (const [language, balance, stake] of [
      ['tr', '₺4.219,00', '₺5,00'],
      ['en', '₺4,219.00', '₺5.00'],
    ] as const) {
      const launched = await h.call<string>('POST', 'casino/egtlaunchurl', {
        body: {
          platform: 1,
          gameCode: gameOf(h, 'Egt Digital').gameCode,
          language,
          lobbyUrl: lobby,
        },
      });
      const page = await (await h.app.request(launched.body.data)).text();
      expect(page).toContain(`<span id="balance">${balance}</span>`);
      expect(page).toContain(`<option value="5">${stake}</option>`);
      const shown = page.replace(/<script>[\s\S]*<\/script>/, '');
      expect(shown).not.toMatch(/\bTL\b|\bTRY\b/);
    }
  });

  it('lets the stand-in game spin: stakes are debited, wins credited, bad stakes refused', async () => {
    const h = createCasinoHarness();
    const res = await h.call<string>('POST', 'casino/pragmaticlaunchurl', {
      body: { code: gameOf(h, 'Pragmatic Play').gameCode },
    });
    let expected = 100;
    for (let i = 0; i < 20; i++) {
      const spin = await h.app.request(`${res.body.data}/spin?stake=1`, { method: 'POST' });
      expect(spin.headers.get('access-control-allow-origin')).toBe('*');
      const answer = (await spin.json()) as {
        success: boolean;
        data: { reels: string[]; win: number; balance: number };
      };
      expect(answer.data.reels).toHaveLength(3);
      expected = Math.round((expected - 1 + answer.data.win) * 100) / 100;
      expect(answer.data.balance).toBe(expected);
    }
    expect(h.balances.get('alice')).toBe(expected);
    const odd = await (
      await h.app.request(`${res.body.data}/spin?stake=3`, { method: 'POST' })
    ).json();
    expect(odd).toMatchObject({ success: false });
    h.balances.set('alice', 0.5);
    // Messages follow the language the game was launched in (tr here).
    const broke = await (
      await h.app.request(`${res.body.data}/spin?stake=1`, { method: 'POST' })
    ).json();
    expect(broke).toMatchObject({ success: false, message: 'Yetersiz bakiye' });
    expect((await h.app.request('/api/casino/play/000000000000000000000000')).status).toBe(404);
  });
});
