import * as v from 'valibot';
import { stringOrNumber } from '../kernel/schemas/scalars';
import { readBootstrapJackpotCards } from './casino-bootstrap.schema';

/** Spec 001 §2 / §5: a card is shown only with exactly this many levels. */
export const JACKPOT_LEVEL_COUNT = 4;

/** The two instances shown, in this order (spec 001 §2). */
export const JACKPOT_INSTANCES = ['Clover Chance', 'High Cash'] as const;

export type JackpotInstance = (typeof JACKPOT_INSTANCES)[number];

const levelSchema = v.object({
  level: v.optional(stringOrNumber),
  name: v.optional(v.string()),
  currentValue: v.number(),
  winsCount: v.nullish(v.number()),
  largestWin: v.nullish(v.number()),
  lastWinDate: v.nullish(v.string()),
});

const rawCardSchema = v.object({
  instanceName: v.string(),
  levelStats: v.array(levelSchema),
  currentLevelI: v.nullish(v.number()),
});

export type JackpotLevel = v.InferOutput<typeof levelSchema>;

/** A jackpot card with the display fields the spec derives (folder, background, logo…). */
export interface JackpotCard {
  instanceName: JackpotInstance;
  /** Stable kebab-case key of the instance (`clover-chance`, `high-cash`); names assets too. */
  sortName: string;
  /** Asset folder: both instances are EGT Digital jackpots. */
  folder: 'egt';
  /** `{assetBase}egt/{sortName}/background.png` */
  background: string;
  /** `{assetBase}egt/{sortName}/logo.png` */
  logo: string;
  /** A stable class name for styling (`site-jackpot-card--clover-chance`). */
  className: string;
  /** Level I's current value (the card's headline figure). */
  currentLevelI: number;
  /** Exactly four levels, in the order the server sent (I to IV). */
  levels: JackpotLevel[];
}

const sortNameOf = (name: JackpotInstance) => name.toLowerCase().replace(/\s+/g, '-');
const fold = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Builds the cards from a raw bootstrap list: only Clover Chance and High Cash, only with
 * exactly 4 levels, Clover Chance first. The first valid card of an instance wins.
 */
export function deriveJackpotCards(raw: unknown, assetBase: string): JackpotCard[] {
  // The bootstrap's lenient reading first (a missing level-I figure reads 0), then the levels.
  const lenient = readBootstrapJackpotCards(raw);
  const cards: JackpotCard[] = [];
  for (const instanceName of JACKPOT_INSTANCES) {
    for (const item of lenient) {
      const parsed = v.safeParse(rawCardSchema, item);
      if (!parsed.success) continue;
      const card = parsed.output;
      if (fold(card.instanceName) !== fold(instanceName)) continue;
      if (card.levelStats.length !== JACKPOT_LEVEL_COUNT) continue;
      const sortName = sortNameOf(instanceName);
      const folder = 'egt';
      cards.push({
        instanceName,
        sortName,
        folder,
        background: `${assetBase}${folder}/${sortName}/background.png`,
        logo: `${assetBase}${folder}/${sortName}/logo.png`,
        className: `site-jackpot-card--${sortName}`,
        // The bootstrap module defaults a missing figure to 0; level I's value is the better guess.
        currentLevelI: card.currentLevelI || (card.levelStats[0]?.currentValue ?? 0),
        levels: card.levelStats,
      });
      break;
    }
  }
  return cards;
}
