import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { CasinoDomainControl } from '../domains/casino.domain';
import { apiClient } from '../testing/api-client';

const framedOnlyBySite = "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*";

describe('nosniff and framing headers', () => {
  it('lets only the site frame the payment and Betco pages; the game page opens from a provider document', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    const game = (server.domains.casino as CasinoDomainControl).games.find(
      (g) => g.providerName === 'Pragmatic Play',
    );
    if (!game) throw new Error('no Pragmatic game');
    const launch = await api.post<string>(
      '/api/casino/pragmaticlaunchurl',
      { code: game.gameCode },
      { token },
    );
    // The game page is framed from SoftGamings' sandboxed srcdoc document too (an opaque
    // origin no frame-ancestors can name); its launch token is its credential.
    const gamePage = await server.fetch(new URL(launch.data, 'http://localhost').pathname);
    expect(gamePage.headers.get('content-security-policy')).toBe(
      "object-src 'none'; base-uri 'none'",
    );
    expect(gamePage.headers.get('x-content-type-options')).toBe('nosniff');
    const pages = ['/stand-in/pay/TX00000000', '/stand-in/betco?user=1'];
    for (const path of pages) {
      const response = await server.fetch(path);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('content-security-policy'), path).toBe(framedOnlyBySite);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('follows the configured site origins', async () => {
    const server = createDevServer({ siteOrigins: ['https://site.example'] });
    const page = await server.fetch('/stand-in/betco?user=1');
    expect(page.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self' https://site.example",
    );
  });

  it('lets nobody frame the API answers and /dev/, and marks every answer nosniff', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    for (const [path, init] of [
      ['/api/auth/token', {}],
      ['/api/user/balance', { headers: { authorization: `Bearer ${token}` } }],
      ['/sbapi/api/feed/live', {}],
      ['/api/unknown-route', {}],
      ['/dev/accounts', {}],
      ['/dev', {}],
      ['/hub/sbnotify', {}],
    ] as const) {
      const response = await server.fetch(path, init);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
  });
});
