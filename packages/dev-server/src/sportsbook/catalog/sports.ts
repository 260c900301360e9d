import type { Localized } from '../kit/localized';

/** Which result fields a sport fills (spec 001: Goal, SetScore, Points, MapScore). */
export type ResultField = 'Goal' | 'SetScore' | 'Points' | 'MapScore';

/**
 * How a live match of the sport unfolds on the clock.
 * - timed: fixed periods; scoring moments are drawn at kick-off (goals, baskets).
 * - sets: played in sets (or maps) of roughly fixed length until one side wins enough of them.
 */
export type ScoreModel =
  | {
      kind: 'timed';
      periods: number;
      periodMinutes: number;
      breakMinutes: number;
      /** Expected scoring moments per match, both sides together. */
      scoringMoments: number;
      /** Points per scoring moment, drawn uniformly (basketball: 1, 2, 2, 3). */
      pointValues: readonly number[];
      scoreField: 'Goal' | 'Points';
    }
  | {
      kind: 'sets';
      setsToWin: number;
      setMinutes: number;
      /** Points (games, rounds) the set winner reaches; the loser ends below it. */
      winnerPoints: number;
      loserPoints: readonly [number, number];
      setField: 'SetScore' | 'MapScore';
    };

export interface SportDef {
  id: number;
  name: Localized;
  sort: number;
  model: ScoreModel;
  /** Whether the 1X2 market has a draw (and so double chance exists). */
  hasDraw: boolean;
  /** Period label, `{n}` is the period number. */
  periodName: Localized;
  totals: { line: number; market: Localized };
  /** Share of the live and prematch events this sport gets. */
  liveWeight: number;
  prematchWeight: number;
}

const goalsMarket: Localized = { tr: 'Toplam Gol', en: 'Total Goals' };
const pointsMarket: Localized = { tr: 'Toplam Sayı', en: 'Total Points' };

export const SPORT_IDS = {
  football: 1,
  basketball: 2,
  tennis: 3,
  volleyball: 4,
  iceHockey: 5,
  handball: 6,
  tableTennis: 7,
  esports: 8,
  /** Hidden by the client's live panel (spec 001 section 9). */
  virtualFootball: 11,
  /** Hidden by the client's live panel (spec 001 section 9). */
  efootball: 35,
} as const;

export const SPORTS: readonly SportDef[] = [
  {
    id: SPORT_IDS.football,
    name: { tr: 'Futbol', en: 'Football' },
    sort: 1,
    model: {
      kind: 'timed',
      periods: 2,
      periodMinutes: 45,
      breakMinutes: 15,
      scoringMoments: 2.7,
      pointValues: [1],
      scoreField: 'Goal',
    },
    hasDraw: true,
    periodName: { tr: '{n}. Yarı', en: 'Half {n}' },
    totals: { line: 2.5, market: goalsMarket },
    liveWeight: 80,
    prematchWeight: 300,
  },
  {
    id: SPORT_IDS.basketball,
    name: { tr: 'Basketbol', en: 'Basketball' },
    sort: 2,
    model: {
      kind: 'timed',
      periods: 4,
      periodMinutes: 10,
      breakMinutes: 2,
      scoringMoments: 80,
      pointValues: [1, 2, 2, 2, 3],
      scoreField: 'Points',
    },
    // A match goes to overtime until one side wins: no draw, a two-way market.
    hasDraw: false,
    periodName: { tr: '{n}. Çeyrek', en: 'Quarter {n}' },
    totals: { line: 162.5, market: pointsMarket },
    liveWeight: 30,
    prematchWeight: 90,
  },
  {
    id: SPORT_IDS.tennis,
    name: { tr: 'Tenis', en: 'Tennis' },
    sort: 3,
    model: {
      kind: 'sets',
      setsToWin: 2,
      setMinutes: 45,
      winnerPoints: 6,
      loserPoints: [0, 4],
      setField: 'SetScore',
    },
    hasDraw: false,
    periodName: { tr: '{n}. Set', en: 'Set {n}' },
    totals: { line: 21.5, market: { tr: 'Toplam Oyun', en: 'Total Games' } },
    liveWeight: 30,
    prematchWeight: 80,
  },
  {
    id: SPORT_IDS.volleyball,
    name: { tr: 'Voleybol', en: 'Volleyball' },
    sort: 4,
    model: {
      kind: 'sets',
      setsToWin: 3,
      setMinutes: 25,
      winnerPoints: 25,
      loserPoints: [14, 23],
      setField: 'SetScore',
    },
    hasDraw: false,
    periodName: { tr: '{n}. Set', en: 'Set {n}' },
    totals: { line: 180.5, market: pointsMarket },
    liveWeight: 15,
    prematchWeight: 40,
  },
  {
    id: SPORT_IDS.iceHockey,
    name: { tr: 'Buz Hokeyi', en: 'Ice Hockey' },
    sort: 5,
    model: {
      kind: 'timed',
      periods: 3,
      periodMinutes: 20,
      breakMinutes: 15,
      scoringMoments: 5.6,
      pointValues: [1],
      scoreField: 'Goal',
    },
    hasDraw: true,
    periodName: { tr: '{n}. Periyot', en: 'Period {n}' },
    totals: { line: 5.5, market: goalsMarket },
    liveWeight: 12,
    prematchWeight: 30,
  },
  {
    id: SPORT_IDS.handball,
    name: { tr: 'Hentbol', en: 'Handball' },
    sort: 6,
    model: {
      kind: 'timed',
      periods: 2,
      periodMinutes: 30,
      breakMinutes: 10,
      scoringMoments: 56,
      pointValues: [1],
      scoreField: 'Goal',
    },
    hasDraw: true,
    periodName: { tr: '{n}. Yarı', en: 'Half {n}' },
    totals: { line: 55.5, market: goalsMarket },
    liveWeight: 10,
    prematchWeight: 25,
  },
  {
    id: SPORT_IDS.tableTennis,
    name: { tr: 'Masa Tenisi', en: 'Table Tennis' },
    sort: 7,
    model: {
      kind: 'sets',
      setsToWin: 3,
      setMinutes: 8,
      winnerPoints: 11,
      loserPoints: [3, 9],
      setField: 'SetScore',
    },
    hasDraw: false,
    periodName: { tr: '{n}. Set', en: 'Set {n}' },
    totals: { line: 74.5, market: pointsMarket },
    liveWeight: 12,
    prematchWeight: 25,
  },
  {
    id: SPORT_IDS.esports,
    name: { tr: 'E-Spor', en: 'E-Sports' },
    sort: 8,
    model: {
      kind: 'sets',
      setsToWin: 2,
      setMinutes: 35,
      winnerPoints: 13,
      loserPoints: [4, 11],
      setField: 'MapScore',
    },
    hasDraw: false,
    periodName: { tr: '{n}. Harita', en: 'Map {n}' },
    totals: { line: 2.5, market: { tr: 'Toplam Harita', en: 'Total Maps' } },
    liveWeight: 8,
    prematchWeight: 20,
  },
  {
    id: SPORT_IDS.virtualFootball,
    name: { tr: 'Sanal Futbol', en: 'Virtual Football' },
    sort: 9,
    model: {
      kind: 'timed',
      periods: 2,
      periodMinutes: 10,
      breakMinutes: 2,
      scoringMoments: 2.9,
      pointValues: [1],
      scoreField: 'Goal',
    },
    hasDraw: true,
    periodName: { tr: '{n}. Yarı', en: 'Half {n}' },
    totals: { line: 2.5, market: goalsMarket },
    liveWeight: 5,
    prematchWeight: 5,
  },
  {
    id: SPORT_IDS.efootball,
    name: { tr: 'E-Futbol', en: 'E-Football' },
    sort: 10,
    model: {
      kind: 'timed',
      periods: 2,
      periodMinutes: 6,
      breakMinutes: 1,
      scoringMoments: 3.4,
      pointValues: [1],
      scoreField: 'Goal',
    },
    hasDraw: true,
    periodName: { tr: '{n}. Yarı', en: 'Half {n}' },
    totals: { line: 3.5, market: goalsMarket },
    liveWeight: 5,
    prematchWeight: 5,
  },
];

export function findSport(id: number): SportDef | undefined {
  return SPORTS.find((sport) => sport.id === id);
}

/** Minutes from kick-off to the final whistle. */
export function matchMinutes(model: ScoreModel): number {
  if (model.kind === 'timed')
    return model.periods * model.periodMinutes + (model.periods - 1) * model.breakMinutes;
  return (model.setsToWin * 2 - 1) * model.setMinutes;
}
