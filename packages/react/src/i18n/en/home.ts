// The home page's sections (examples/site `/`): live now, popular matches, games, promotions.
export const home = {
  homePage: {
    liveTitle: 'Live now',
    liveAll: 'All live matches ({count})',
    liveEmpty: 'No match is live right now.',
    liveFailed: 'Live matches could not be loaded right now.',
    popularTitle: 'Popular matches',
    popularAll: 'All matches',
    popularEmpty: 'No featured matches right now.',
    popularFailed: 'Popular matches could not be loaded right now.',
    moreMarkets: '+{count} bets',
    loading: 'Loading…',
    gamesAll: 'See all',
    gamesEmpty: 'No games in this category right now.',
    jackpotsTitle: 'Jackpots',
    promotionsTitle: 'Promotions',
    promotionsAll: 'All promotions',
    promotionsEmpty: 'No promotions right now.',
  },
} as const;
