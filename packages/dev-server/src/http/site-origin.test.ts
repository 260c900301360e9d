import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { originMatches } from './site-origin';

const tokenCall = (server: ReturnType<typeof createDevServer>, origin: string, method = 'GET') =>
  server.fetch('http://127.0.0.1:8787/api/auth/token', {
    method,
    headers: {
      origin,
      ...(method === 'OPTIONS'
        ? {
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization',
          }
        : {}),
    },
  });

describe('/api/* answers only the site', () => {
  it('answers the demo on any loopback port by default, with CORS for that origin', async () => {
    const server = createDevServer();
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:6006', 'http://[::1]:4173']) {
      const answer = await tokenCall(server, origin);
      expect(answer.status, origin).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('gives another site neither CORS nor an answer, preflight included', async () => {
    const server = createDevServer();
    for (const method of ['GET', 'OPTIONS']) {
      const answer = await tokenCall(server, 'https://evil.example', method);
      expect(answer.status, method).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    const sportsbook = await server.fetch('http://127.0.0.1:8787/sbapi/api/feed/categorylist', {
      headers: { origin: 'https://evil.example' },
    });
    expect(sportsbook.status).toBe(403);
  });

  it('refuses a rebound DNS name that resolves to this machine', async () => {
    const server = createDevServer({ publicUrl: 'http://127.0.0.1:8787' });
    const answer = await server.fetch('http://evil.example:8787/api/auth/token', {
      headers: { origin: 'http://evil.example:8787' },
    });
    expect(answer.status).toBe(403);
  });

  it('answers only the configured origins when siteOrigins is set, and its own origin', async () => {
    const server = createDevServer({
      siteOrigins: ['https://staging.example'],
      publicUrl: 'http://10.0.0.5:8787',
    });
    expect((await tokenCall(server, 'https://staging.example')).status).toBe(200);
    expect((await tokenCall(server, 'http://10.0.0.5:8787')).status).toBe(200);
    expect((await tokenCall(server, 'http://127.0.0.1:5173')).status).toBe(403);
  });

  it('leaves the token-free game pages open to a sandboxed frame (Origin null)', async () => {
    const server = createDevServer();
    const spin = await server.fetch('http://127.0.0.1:8787/api/casino/play/unknown/spin?stake=5', {
      method: 'POST',
      headers: { origin: 'null' },
    });
    expect(spin.status).toBe(200);
    expect(spin.headers.get('access-control-allow-origin')).toBe('*');
    const page = await server.fetch('http://127.0.0.1:8787/api/casino/play/unknown', {
      headers: { origin: 'null' },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('may not use the API');
  });

  it('still answers tools that send no Origin (Node, curl)', async () => {
    const server = createDevServer();
    expect((await server.fetch('/api/auth/token')).status).toBe(200);
  });
});

describe('originMatches', () => {
  it('takes a port wildcard for the same scheme and host only', () => {
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1:5173')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'https://127.0.0.1:5173')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1.evil.example:5173')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'null')).toBe(false);
    expect(originMatches('https://staging.example', 'https://staging.example')).toBe(true);
    expect(originMatches('https://staging.example', 'https://staging.example:8443')).toBe(false);
  });
});
