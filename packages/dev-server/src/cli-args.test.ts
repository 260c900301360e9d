import { describe, expect, it } from 'vitest';
import { readCliSettings } from './cli-args';

describe('CLI settings', () => {
  it('defaults to 127.0.0.1:8787 and seed 1', () => {
    expect(readCliSettings([], {}).options).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      seed: 1,
      faults: [],
    });
  });

  it('reads the environment, and flags win over it', () => {
    const settings = readCliSettings(
      ['--port', '9000', '--fault=user/balance=latency:300', '--quiet'],
      {
        PORT: '8000',
        HOST: '0.0.0.0',
        SEED: '7',
        FAULTS: 'hub:sbnotify=drop',
        PLAYER_TOKEN_TTL_MS: '60000',
      },
    );
    expect(settings.quiet).toBe(true);
    expect(settings.options).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      seed: 7,
      playerTokenTtlMs: 60000,
    });
    expect(settings.options.faults).toEqual([
      { hub: 'sbnotify', kind: 'drop' },
      { route: 'user/balance', kind: 'latency', ms: 300 },
    ]);
  });

  it('rejects bad input with a message', () => {
    expect(() => readCliSettings(['--port', 'abc'], {})).toThrow(/port must be a number/);
    expect(() => readCliSettings(['stray'], {})).toThrow(/Unexpected argument/);
  });
});

describe('CLI odds settings', () => {
  it('reads the odds rate, storm rate and storm switch', () => {
    const settings = readCliSettings(['--odds-rate', '50', '--storm'], { STORM_RATE: '9000' });
    expect(settings.storm).toBe(true);
    expect(settings.options.sportsbook).toEqual({
      oddsChangesPerSecond: 50,
      stormChangesPerSecond: 9000,
    });
  });

  it('reads the casino catalogue size (a lobby of 2,000 games for the bench)', () => {
    expect(readCliSettings(['--casino-games', '2000'], {}).options.casino).toEqual({
      gameCount: 2000,
    });
    expect(readCliSettings([], { CASINO_GAMES: '500' }).options.casino).toEqual({ gameCount: 500 });
  });

  it('reads the site origins allowed to call /api (flags win over SITE_ORIGINS)', () => {
    expect(readCliSettings([], {}).options.siteOrigins).toBeUndefined();
    expect(
      readCliSettings([], { SITE_ORIGINS: 'http://192.168.1.20:5173, http://127.0.0.1:*' }).options
        .siteOrigins,
    ).toEqual(['http://192.168.1.20:5173', 'http://127.0.0.1:*']);
    expect(
      readCliSettings(['--site-origin', 'https://staging.example'], { SITE_ORIGINS: 'x' }).options
        .siteOrigins,
    ).toEqual(['https://staging.example']);
  });
});
