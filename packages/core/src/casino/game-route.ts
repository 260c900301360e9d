import * as v from 'valibot';
import { type Game, gameSchema } from './game.schema';

/** Longer values are refused before any decoding: a game is a few hundred bytes. */
export const MAX_GAME_ROUTE_LENGTH = 4096;

export type GameRouteProblem = 'empty' | 'too-long' | 'not-base64' | 'not-json' | 'wrong-shape';

export type DecodedGameRoute = { ok: true; game: Game } | { ok: false; problem: GameRouteProblem };

/** The game fields spec 001 §3 lists; only these travel in the URL. */
function routeFields(game: Game) {
  return {
    gameCode: game.gameCode,
    name: game.name,
    providerName: game.providerName,
    mainProviderId: game.mainProviderId,
    system: game.system,
    productId: game.productId,
    systemCategory: game.systemCategory,
  };
}

/**
 * The game as JSON, UTF-8, base64. We use the URL-safe alphabet without padding, because
 * standard base64 may contain `/` and `+`, which would split or alter a path segment; the
 * plain `btoa(JSON.stringify(game))` of old also threw on any Turkish letter.
 */
export function encodeGameRoute(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(routeFields(game)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The desktop game page's path for a game. */
export function gamePlayPath(game: Game): string {
  return `/casino/play/${encodeGameRoute(game)}`;
}

/**
 * Reads a `/casino/play/{game}` value. Anything that is not our encoding of a valid game is a
 * problem the page shows as "not found"; this never throws. Standard base64, padding and
 * percent-encoding are accepted too, so links made the old way still open.
 */
export function decodeGameRoute(value: string): DecodedGameRoute {
  if (value.length === 0) return { ok: false, problem: 'empty' };
  if (value.length > MAX_GAME_ROUTE_LENGTH) return { ok: false, problem: 'too-long' };
  let bytes: Uint8Array;
  try {
    const raw = value.includes('%') ? decodeURIComponent(value) : value;
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return { ok: false, problem: 'not-base64' };
    const standard = raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    if (standard.length % 4 === 1) return { ok: false, problem: 'not-base64' };
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return { ok: false, problem: 'not-base64' };
  }
  let json: unknown;
  try {
    // Bytes that are not UTF-8 are not our JSON either.
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const parsed = v.safeParse(gameSchema, json);
  return parsed.success ? { ok: true, game: parsed.output } : { ok: false, problem: 'wrong-shape' };
}
