import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFullSite } from '../../entries/full';
import { flush, setupSite, storedSession } from './realtime.test-support';
import { ScriptedSocket } from './scripted-socket.test-support';

const loads = vi.hoisted(() => ({ count: 0 }));

// Counts when the SignalR module is actually evaluated: the factory runs on first import.
vi.mock('@microsoft/signalr', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

afterEach(() => {
  ScriptedSocket.opened = [];
});

const srcRoot = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test(-support)?\.ts$/.test(name) ? [path] : [];
  });
}

describe('the SignalR client is loaded lazily, at login', () => {
  it('no module of the core imports @microsoft/signalr statically', () => {
    const offenders = sources(srcRoot).filter((path) => {
      const text = readFileSync(path, 'utf8');
      const staticImport =
        /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]@microsoft\/signalr['"]/m;
      const sideEffectImport = /^\s*import\s+['"]@microsoft\/signalr['"]/m;
      return staticImport.test(text) || sideEffectImport.test(text);
    });
    expect(offenders.map((path) => relative(srcRoot, path))).toEqual([]);
    const client = readFileSync(join(srcRoot, 'realtime/signalr-client.ts'), 'utf8');
    expect(client).toContain("await import('@microsoft/signalr')");
  });

  it('creating and starting a site without visitor hubs does not load it; logging in does', async () => {
    const site = createFullSite({
      env: { ...setupSite().env, WebSocket: ScriptedSocket as unknown as typeof WebSocket },
      realtime: { visitors: false },
    });
    await site.start();
    await flush();
    // Long enough for an import started by mistake to have reached the module factory.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    expect(ScriptedSocket.opened).toHaveLength(0);

    await site.session.login({ username: 'ayse', password: 'secret1' });
    // Loading the module takes real time.
    await vi.waitFor(() =>
      expect(site.realtime.hubs.frnotify.$state.get()).toEqual({
        state: 'Connected',
        gaveUp: false,
      }),
    );
    expect(loads.count).toBe(1);
    expect(ScriptedSocket.opened.map((socket) => new URL(socket.url).pathname).sort()).toEqual([
      '/hub/frnotify',
      '/hub/sbnotify',
    ]);
    await site.session.logout();
    await vi.waitFor(() =>
      expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Disconnected'),
    );
    expect(
      ScriptedSocket.opened.every((socket) => socket.readyState === ScriptedSocket.CLOSED),
    ).toBe(true);
  });

  it('a visitor site loads it at start(), not when created, for the sportsbook hub alone', async () => {
    const site = createFullSite({
      env: { ...setupSite().env, WebSocket: ScriptedSocket as unknown as typeof WebSocket },
    });
    await flush();
    expect(ScriptedSocket.opened).toHaveLength(0);
    await site.start();
    await vi.waitFor(() => expect(ScriptedSocket.opened).toHaveLength(1));
    const url = new URL(ScriptedSocket.opened[0]?.url ?? '');
    expect(url.pathname).toBe('/hub/sbnotify');
    await vi.waitFor(() =>
      expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Connected'),
    );
    await site.dispose();
    // Nothing of this site is left open for the next test to count.
    expect(
      ScriptedSocket.opened.every((socket) => socket.readyState === ScriptedSocket.CLOSED),
    ).toBe(true);
  });

  it('a restored session loads it at start()', async () => {
    const { env } = setupSite({ storage: storedSession });
    const site = createFullSite({
      env: { ...env, WebSocket: ScriptedSocket as unknown as typeof WebSocket },
    });
    await flush();
    expect(ScriptedSocket.opened).toHaveLength(0);
    await site.start();
    await vi.waitFor(() => expect(ScriptedSocket.opened).toHaveLength(2));
    await site.realtime.disconnect();
  });
});
