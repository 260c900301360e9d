import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';

describe('/dev/* is for the demo only', () => {
  it('gives another site neither CORS nor an answer, so it cannot read SMS codes', async () => {
    const server = createDevServer();
    const answer = await server.fetch('http://127.0.0.1:8787/dev/codes', {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-site form post that would set a fault (CSRF)', async () => {
    const server = createDevServer();
    const answer = await server.fetch('http://127.0.0.1:8787/dev/faults', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ spec: '*=http500' }),
    });
    expect(answer.status).toBe(403);
    expect(server.faults.list()).toEqual([]);
  });

  it('guards the endpoints a domain adds too (odds storm from another site)', async () => {
    const server = createDevServer();
    const simulator = server.domains.sportsbook.simulator;
    const before = simulator.rate();
    const answer = await server.fetch('http://127.0.0.1:8787/dev/odds', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ storm: true, rate: 100_000 }),
    });
    expect(answer.status).toBe(403);
    expect(simulator.rate()).toBe(before);
    const read = await server.fetch('http://127.0.0.1:8787/dev/odds', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(403);
    server.close();
  });

  it('refuses a rebound DNS name that resolves to this machine', async () => {
    // As startDevServer runs it: the server knows its own URL.
    const server = createDevServer({ publicUrl: 'http://127.0.0.1:8787' });
    const answer = await server.fetch('http://evil.example:8787/dev/codes', {
      headers: { origin: 'http://evil.example:8787' },
    });
    expect(answer.status).toBe(403);
  });

  it('answers the demo through its proxy (same loopback origin) and a configured origin', async () => {
    const server = createDevServer({ devOrigins: ['http://192.168.1.20:5173'] });
    const proxied = await server.fetch('http://127.0.0.1:5173/dev/codes', {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(proxied.status).toBe(200);
    const configured = await server.fetch('http://127.0.0.1:8787/dev/codes', {
      headers: { origin: 'http://192.168.1.20:5173' },
    });
    expect(configured.status).toBe(200);
    expect(configured.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:5173');
  });

  it('still answers tools that send no Origin (curl, tests)', async () => {
    const server = createDevServer();
    expect((await server.fetch('/dev/codes')).status).toBe(200);
  });
});

describe('POST /dev/faults', () => {
  it('refuses a malformed rule instead of breaking every later API call', async () => {
    const server = createDevServer();
    const answer = await server.fetch('/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"route":"x"},"kind":"http500"}',
    });
    expect(answer.status).toBe(400);
    expect(server.faults.list()).toEqual([]);
    expect((await server.fetch('/api/auth/token')).status).toBe(200);
  });

  it('still takes a well-formed rule object', async () => {
    const server = createDevServer();
    const answer = await server.fetch('/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'auth/token', kind: 'http500', times: 1 }),
    });
    expect(answer.status).toBe(200);
    expect((await server.fetch('/api/auth/token')).status).toBe(500);
    expect((await server.fetch('/api/auth/token')).status).toBe(200);
  });
});
