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
});
