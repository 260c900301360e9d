import type { Localized } from '../kit/localized';
import type { Rng } from '../kit/random';
import { rateFor } from './pricing';
import type { ExtraMarket, Odd, SbEvent } from './world.types';

/** Expected goals of a football match, shared by both sides by strength. */
const FOOTBALL_GOALS = 2.7;

const poisson = (k: number, lambda: number): number => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};
/** P(X <= k) for a Poisson count. */
const atMost = (k: number, lambda: number): number => {
  let sum = 0;
  for (let i = 0; i <= k; i++) sum += poisson(i, lambda);
  return sum;
};

/** Home win, draw and away win chances of two independent Poisson scores. */
function resultChances(home: number, away: number): [number, number, number] {
  let win = 0;
  let draw = 0;
  for (let h = 0; h <= 10; h++)
    for (let a = 0; a <= 10; a++) {
      const p = poisson(h, home) * poisson(a, away);
      if (h > a) win += p;
      else if (h === a) draw += p;
    }
  return [win, draw, Math.max(0, 1 - win - draw)];
}

const t = (tr: string, en: string): Localized => ({ tr, en });

/**
 * The markets a bettor expects on a match page, beyond the three of the lists: totals at several
 * lines, both teams to score, handicap, correct score and half-time result (football); totals
 * and handicap for the other sports. Prices come from the event's strength, with margin.
 */
export function buildExtraMarkets(
  event: SbEvent,
  rng: Rng,
  nextOddId: () => number,
  register: (odd: Odd) => void,
): ExtraMarket[] {
  const markets: ExtraMarket[] = [];
  const market = (
    id: string,
    group: ExtraMarket['group'],
    name: Localized,
    picks: { name: Localized; probability: number }[],
    line?: number,
  ) => {
    const odds = picks.map((pick, index) => {
      const rate = rateFor(pick.probability);
      const odd: Odd = {
        id: nextOddId(),
        event,
        market: 'extra',
        pick: 'extra',
        rate,
        anchor: rate,
        label: { market: name, pick: pick.name },
        extra:
          line === undefined ? { marketId: id, pick: index } : { marketId: id, pick: index, line },
      };
      register(odd);
      return odd;
    });
    markets.push({ id, group, name, odds });
  };

  if (event.sport.id === 1) {
    const home = FOOTBALL_GOALS * event.homeStrength;
    const away = FOOTBALL_GOALS * (1 - event.homeStrength);
    const total = home + away;
    for (const line of [0.5, 1.5, 3.5, 4.5]) {
      const under = atMost(Math.floor(line), total);
      market(`total-${line}`, 'goals', t(`Toplam Gol ${line}`, `Total Goals ${line}`), [
        { name: t(`Alt ${line}`, `Under ${line}`), probability: under },
        { name: t(`Üst ${line}`, `Over ${line}`), probability: 1 - under },
      ]);
    }
    const both = (1 - Math.exp(-home)) * (1 - Math.exp(-away));
    market('btts', 'goals', t('Karşılıklı Gol', 'Both Teams to Score'), [
      { name: t('Var', 'Yes'), probability: both },
      { name: t('Yok', 'No'), probability: 1 - both },
    ]);
    const [firstWin, firstDraw, firstLoss] = resultChances(home / 2, away / 2);
    market('half-time', 'halves', t('İlk Yarı Sonucu', 'Half-Time Result'), [
      { name: t('1', '1'), probability: firstWin },
      { name: t('X', 'X'), probability: firstDraw },
      { name: t('2', '2'), probability: firstLoss },
    ]);
    for (const handicap of [-1, 1]) {
      // A handicap of -1 on the home side: home must win by two, a one-goal win is the "X".
      const shift = handicap === -1 ? 1 : -1;
      let win = 0;
      let draw = 0;
      for (let h = 0; h <= 10; h++)
        for (let a = 0; a <= 10; a++) {
          const p = poisson(h, home) * poisson(a, away);
          if (h - a > shift) win += p;
          else if (h - a === shift) draw += p;
        }
      const label = handicap > 0 ? `+${handicap}` : `${handicap}`;
      market(
        `handicap-${label}`,
        'handicap',
        t(`Handikaplı Maç Sonucu (${label})`, `Handicap Result (${label})`),
        [
          { name: t('1', '1'), probability: win },
          { name: t('X', 'X'), probability: draw },
          { name: t('2', '2'), probability: Math.max(0.0001, 1 - win - draw) },
        ],
      );
    }
    const scores: { name: Localized; probability: number }[] = [];
    for (let h = 0; h <= 3; h++)
      for (let a = 0; a <= 3; a++)
        scores.push({
          name: t(`${h}-${a}`, `${h}-${a}`),
          probability: poisson(h, home) * poisson(a, away),
        });
    const listed = scores.reduce((sum, score) => sum + score.probability, 0);
    scores.push({ name: t('Diğer', 'Other'), probability: Math.max(0.0001, 1 - listed) });
    market('correct-score', 'score', t('Skor', 'Correct Score'), scores);
    return markets;
  }

  // Other sports: totals around the sport's line and a two-way handicap.
  const base = event.sport.totals.line;
  const step = base >= 100 ? 5 : base >= 20 ? 2 : 1;
  for (const offset of [-2, -1, 1, 2]) {
    const line = base + offset * step;
    const under = Math.min(0.95, Math.max(0.05, 0.5 + offset * 0.14 + rng.float(-0.03, 0.03)));
    market(
      `total-${line}`,
      'goals',
      {
        tr: `${event.sport.totals.market.tr} ${line}`,
        en: `${event.sport.totals.market.en} ${line}`,
      },
      [
        { name: t(`Alt ${line}`, `Under ${line}`), probability: under },
        { name: t(`Üst ${line}`, `Over ${line}`), probability: 1 - under },
      ],
    );
  }
  const edge = step * 1.5 + 0.0;
  const home = Math.min(0.9, Math.max(0.1, 0.5 + (event.homeStrength - 0.5) * 0.6));
  market(
    'handicap',
    'handicap',
    t(`Handikap (-${edge})`, `Handicap (-${edge})`),
    [
      { name: t(`1 (-${edge})`, `1 (-${edge})`), probability: home },
      { name: t(`2 (+${edge})`, `2 (+${edge})`), probability: 1 - home },
    ],
    edge,
  );
  return markets;
}
