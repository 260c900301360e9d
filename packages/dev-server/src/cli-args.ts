import { parseFaultList, parseFaultSpec } from './faults/fault-spec';
import type { StartDevServerOptions } from './start-dev-server';

export const cliUsage = `Usage: site-dev-server [--port N] [--host H] [--seed N] [--fault SPEC]... [--public-url URL]
       [--anonymous-ttl MS] [--player-ttl MS] [--odds-rate N] [--storm-rate N] [--storm] [--quiet]
       [--casino-games N] [--site-origin ORIGIN]...

Environment: PORT (8787), HOST (127.0.0.1), SEED (1), FAULTS (comma-separated specs),
PUBLIC_URL, ANONYMOUS_TOKEN_TTL_MS, PLAYER_TOKEN_TTL_MS, ODDS_RATE (200 changes/s),
STORM_RATE (5000), ODDS_STORM=1, CASINO_GAMES (games in the casino catalogue, e.g. 2000),
SITE_ORIGINS (comma-separated origins whose pages may call /api; default loopback on any port,
e.g. http://192.168.1.20:5173,http://127.0.0.1:*).
Flags win over the environment.

Fault SPEC: <target>=<kind>[:arg][@probability][#times], e.g.
  user/balance=latency:1500   *=http500@0.1   cms/grouped=fail:Bakımdayız#2
  auth/login=unauthorized     /feed\\//=malformed   hub:sbnotify=drop   hub:frnotify=refuse#3`;

export interface CliSettings {
  options: StartDevServerOptions;
  /** Start the odds simulator in storm mode. */
  storm: boolean;
  quiet: boolean;
  help: boolean;
}

const numberOf = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
  return parsed;
};

/** Reads the CLI flags over the environment; throws with a readable message on bad input. */
export function readCliSettings(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CliSettings {
  const flags = new Map<string, string[]>();
  let quiet = false;
  let help = false;
  let storm = env.ODDS_STORM === '1' || env.ODDS_STORM === 'true';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--quiet') quiet = true;
    else if (arg === '--storm') storm = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else throw new Error(`Unexpected argument "${arg}"`);
  }
  const flag = (name: string) => flags.get(name)?.at(-1);

  const options: StartDevServerOptions = {
    port: numberOf('port', flag('port') ?? env.PORT) ?? 8787,
    host: flag('host') ?? env.HOST ?? '127.0.0.1',
    seed: numberOf('seed', flag('seed') ?? env.SEED) ?? 1,
    faults: [...parseFaultList(env.FAULTS), ...(flags.get('fault') ?? []).map(parseFaultSpec)],
  };
  const publicUrl = flag('public-url') ?? env.PUBLIC_URL;
  if (publicUrl) options.publicUrl = publicUrl;
  const anonymousTtl = numberOf(
    'anonymous-ttl',
    flag('anonymous-ttl') ?? env.ANONYMOUS_TOKEN_TTL_MS,
  );
  if (anonymousTtl !== undefined) options.anonymousTokenTtlMs = anonymousTtl;
  const playerTtl = numberOf('player-ttl', flag('player-ttl') ?? env.PLAYER_TOKEN_TTL_MS);
  if (playerTtl !== undefined) options.playerTokenTtlMs = playerTtl;
  const oddsRate = numberOf('odds-rate', flag('odds-rate') ?? env.ODDS_RATE);
  const stormRate = numberOf('storm-rate', flag('storm-rate') ?? env.STORM_RATE);
  if (oddsRate !== undefined || stormRate !== undefined) {
    options.sportsbook = {
      ...(oddsRate !== undefined ? { oddsChangesPerSecond: oddsRate } : {}),
      ...(stormRate !== undefined ? { stormChangesPerSecond: stormRate } : {}),
    };
  }
  // Flags win over the environment here too: either list replaces the loopback default.
  const siteOrigins = (flags.get('site-origin') ?? (env.SITE_ORIGINS ?? '').split(','))
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (siteOrigins.length > 0) options.siteOrigins = siteOrigins;
  const casinoGames = numberOf('casino-games', flag('casino-games') ?? env.CASINO_GAMES);
  if (casinoGames !== undefined) options.casino = { gameCount: casinoGames };
  return { options, storm, quiet, help };
}
