import type { CasinoMessageKey } from './casino-messages';

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
