import { type Locale, type Localized, localize } from '../../sportsbook/kit/localized';
import { utcStamp } from '../../sportsbook/kit/text';

/** One level of a jackpot instance (EGT's card levels: I clubs … IV spades). */
export interface JackpotLevel {
  level: 'I' | 'II' | 'III' | 'IV' | 'V';
  name: string;
  currentValue: number;
  winsCount: number;
  largestWin: number;
  lastWinDate: string;
}

/** A jackpot card as the bootstrap carries it (spec 001: instanceName, levelStats, currentLevelI). */
export interface JackpotCard {
  instanceName: string;
  levelStats: JackpotLevel[];
  currentLevelI: number;
}

// Level names are server text: they come in the request's language, like every other name.
const LEVELS: readonly {
  level: JackpotLevel['level'];
  name: Localized;
  base: number;
  growth: number;
}[] = [
  { level: 'I', name: { tr: 'Sinek', en: 'Clubs' }, base: 1_250, growth: 0.05 },
  { level: 'II', name: { tr: 'Karo', en: 'Diamonds' }, base: 9_800, growth: 0.2 },
  { level: 'III', name: { tr: 'Kupa', en: 'Hearts' }, base: 48_000, growth: 0.6 },
  { level: 'IV', name: { tr: 'Maça', en: 'Spades' }, base: 310_000, growth: 1.9 },
  { level: 'V', name: { tr: 'Taç', en: 'Crowns' }, base: 1_200_000, growth: 4 },
];

/** Values climb with the clock and fall back to base once a cycle, as if someone had hit them. */
const CYCLE_SECONDS = 6 * 3600;

function card(
  instanceName: string,
  levels: number,
  scale: number,
  now: number,
  locale: Locale = 'tr',
): JackpotCard {
  const seconds = Math.floor(now / 1000) % CYCLE_SECONDS;
  const levelStats = LEVELS.slice(0, levels).map((level, index) => ({
    level: level.level,
    name: localize(level.name, locale),
    currentValue: Math.round((level.base * scale + level.growth * scale * seconds) * 100) / 100,
    winsCount: 40 - index * 9,
    largestWin: Math.round(level.base * scale * 2.4 * 100) / 100,
    lastWinDate: utcStamp(now - (seconds + (index + 1) * 5_400) * 1000),
  }));
  return { instanceName, levelStats, currentLevelI: levelStats[0]?.currentValue ?? 0 };
}

/**
 * Bootstrap `egtJackpotCards` and `jackpotCards`. The client keeps only Clover Chance and High
 * Cash with exactly 4 levels, shown Clover Chance first; each list also carries instances it must
 * drop (wrong level count, other names) and lists High Cash first, so ordering is its job too.
 */
export function jackpotCards(
  now: number,
  locale: Locale = 'tr',
): {
  egtJackpotCards: JackpotCard[];
  jackpotCards: JackpotCard[];
} {
  return {
    egtJackpotCards: [
      card('High Cash', 3, 1, now, locale),
      card('High Cash', 4, 1, now, locale),
      card('Mega Fortune Dreams', 4, 1.4, now, locale),
      card('Clover Chance', 4, 0.8, now, locale),
      card('Clover Chance', 5, 0.8, now, locale),
    ],
    jackpotCards: [
      card('High Cash', 4, 1.1, now, locale),
      card('Bell Link', 4, 0.6, now, locale),
      card('Clover Chance', 4, 0.9, now, locale),
      card('Clover Chance', 2, 0.9, now, locale),
    ],
  };
}

/** GET casino/eqyptquest: Egypt Quest's level I. One 10-second window a minute it answers the
 * placeholder 14000, which the client must ignore (spec 001 section 5). */
export function egyptQuestLevel(now: number): number {
  if (Math.floor(now / 10_000) % 6 === 0) return 14000;
  return card('Egypt Quest', 4, 1.3, now).currentLevelI;
}
