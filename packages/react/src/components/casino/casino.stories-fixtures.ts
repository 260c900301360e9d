import type { Game } from '@site/core/casino';

// Games and jackpot data for the casino stories.

export function storyGame(overrides: Partial<Game> = {}): Game {
  return {
    gameCode: 'pp_sweet_bonanza',
    name: 'Sweet Bonanza',
    providerName: 'Pragmatic Play',
    mainProviderId: 5,
    system: '5100',
    productId: 0,
    systemCategory: 1,
    ...overrides,
  };
}

export const storyGames: Game[] = [
  'Sweet Bonanza',
  'Şeker Işıltısı',
  'Gates of Olympus',
  'Aviator',
  'Book of Dead',
  'İstanbul Nights',
  'Big Bass Bonanza',
  'Crazy Time',
].map((name, index) =>
  storyGame({
    gameCode: `story_${index}`,
    name,
    providerName: ['Pragmatic Play', 'Egt Digital', 'Hub88', 'Amusnet'][index % 4] as string,
  }),
);

export function jackpotCard(instanceName: string, levels: number) {
  const names = ['Clubs', 'Diamonds', 'Hearts', 'Spades', 'Crowns'];
  return {
    instanceName,
    currentLevelI: 1250.5,
    levelStats: names.slice(0, levels).map((name, index) => ({
      level: ['I', 'II', 'III', 'IV', 'V'][index],
      name,
      currentValue: 1250.5 * 8 ** index,
    })),
  };
}
