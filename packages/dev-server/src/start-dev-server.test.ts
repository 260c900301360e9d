import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningDevServer, startDevServer } from './start-dev-server';

describe('startDevServer', () => {
  let server: RunningDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('listens on a free port and serves the API over real HTTP', async () => {
    server = await startDevServer({ port: 0 });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const token = (await (await fetch(`${server.url}/api/auth/token`)).json()) as { data: string };
    const grouped = await fetch(`${server.url}/api/cms/grouped`, {
      headers: { authorization: `Bearer ${token.data}` },
    });
    const body = (await grouped.json()) as { data: { sliderList: { images: string[] }[] } };
    // Absolute asset URLs point at the server itself, so a proxied demo site can load them.
    const image = body.data.sliderList[0]?.images[0] ?? '';
    expect(image.startsWith(server.url)).toBe(true);
    const svg = await fetch(image);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers 401 over HTTP for a missing token', async () => {
    server = await startDevServer({ port: 0 });
    const response = await fetch(`${server.url}/api/user/balance`);
    expect(response.status).toBe(401);
  });

  it('cuts the connection for a network fault over a real socket', async () => {
    server = await startDevServer({
      port: 0,
      faults: [{ route: 'auth/token', kind: 'network', times: 1 }],
    });
    await expect(fetch(`${server.url}/api/auth/token`)).rejects.toThrow();
    expect((await fetch(`${server.url}/api/auth/token`)).status).toBe(200);
  });

  it('serves the stand-in pages without a token', async () => {
    server = await startDevServer({ port: 0 });
    const betco = await fetch(`${server.url}/stand-in/betco?user=104528`);
    expect(betco.headers.get('content-type')).toContain('text/html');
  });

  describe('DNS rebinding: the Host check', () => {
    /** A raw request with a chosen Host header, as a rebound page's browser would send it. */
    function requestWithHost(
      port: number,
      path: string,
      host: string,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, headers: { ...headers, host } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    }

    it('refuses /dev/accounts, the API, pages and hub upgrades under a foreign Host', async () => {
      server = await startDevServer({ port: 0 });
      const evil = `evil.test:${server.port}`;
      const accounts = await requestWithHost(server.port, '/dev/accounts', evil);
      expect(accounts.status).toBe(403);
      expect(accounts.body).not.toContain('secret1');
      for (const path of ['/api/auth/token', '/stand-in/betco?user=1', '/dev']) {
        expect((await requestWithHost(server.port, path, evil)).status).toBe(403);
      }
      const upgrade = await requestWithHost(server.port, '/hub/sbnotify', evil, {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      }).catch((error: Error) => ({ status: -1, body: error.message }));
      expect(upgrade.status).toBe(403);
    });

    it('answers loopback names and the configured hosts', async () => {
      server = await startDevServer({
        port: 0,
        allowedHosts: ['dev.example'],
        siteOrigins: ['http://shop.example:*'],
      });
      for (const host of ['127.0.0.1', 'localhost', '[::1]', 'dev.example', 'shop.example']) {
        const answer = await requestWithHost(
          server.port,
          '/dev/accounts',
          `${host}:${server.port}`,
        );
        expect(answer.status, host).toBe(200);
      }
      expect((await requestWithHost(server.port, '/dev/accounts', 'other.example')).status).toBe(
        403,
      );
    });
  });
});
