import type { CasinoMessageKey } from './casino-messages';
import type { Game } from './game.schema';

/** A casino listing page of spec 001 §2: its path, the category slug it shows and its title. */
export interface CasinoRoute {
  id: 'slots' | 'live' | 'tvbets' | 'popular';
  path: string;
  /** Categories whose `slugList` holds this slug are shown on the page. */
  slug: string;
  title: CasinoMessageKey;
  /** The header's search button keeps live players on the live page (spec 000 §2). */
  live: boolean;
}

export const CASINO_ROUTES: readonly CasinoRoute[] = [
  { id: 'slots', path: '/casino/slot', slug: 'slot', title: 'casino.slots', live: false },
  { id: 'live', path: '/casino/live', slug: 'live', title: 'casino.liveCasino', live: true },
  { id: 'tvbets', path: '/casino/tvbets', slug: 'tvbets', title: 'casino.tvBets', live: false },
  {
    id: 'popular',
    path: '/casino/popular-games',
    slug: 'popular-games',
    title: 'casino.popularGames',
    live: false,
  },
];

/** The desktop game page; `:game` is the encoded game (see game-route.ts). */
export const CASINO_PLAY_ROUTE = '/casino/play/:game';

/** The listing page a game belongs to: the live casino for live games, slots otherwise. */
export function lobbyPathFor(game: Pick<Game, 'isLive'>): string {
  const id: CasinoRoute['id'] = game.isLive ? 'live' : 'slots';
  return CASINO_ROUTES.find((route) => route.id === id)?.path ?? '/casino/slot';
}

/**
 * The in-app path of a lobby URL (`CasinoOptions.lobbyUrl`) on the site's `origin`: its path,
 * query and hash. A lobby on another origin (or not a URL) has no in-app path: null.
 */
export function lobbyPathFromUrl(lobbyUrl: string, origin: string): string | null {
  try {
    const url = new URL(lobbyUrl, `${origin}/`);
    if (url.origin !== new URL(`${origin}/`).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
