import * as v from 'valibot';

// Answers of the feed calls (spec 001 §3, §7; shapes the spec leaves out follow the dev
// server, docs/api-sportsbook-casino.md). Optional where the spec is silent, strict where a
// screen relies on a field: a malformed answer becomes a SiteError `malformed`, never a crash.

const nullableNumber = v.nullish(v.number(), null);
const nullableString = v.nullish(v.string(), null);
const count = v.nullish(v.number(), 0);

/**
 * A country's flag code (extension, not in the spec): ISO 3166-1 alpha-2 in lower case, or a
 * subdivision such as `gb-eng`, or `eu`. Anything else (missing, another shape) is null: the
 * screen shows a globe, as for international competitions. The code ends up in an asset URL,
 * so only these shapes pass.
 */
export const countryCodeSchema = v.fallback(
  v.nullish(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{2}(-[a-z]{2,3})?$/)), null),
  null,
);

export const liveCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  count,
  sort: v.nullish(v.number(), 0),
});
export type LiveCategory = v.InferOutput<typeof liveCategorySchema>;

export const winnerSchema = v.object({
  odd1: nullableNumber,
  oddX: nullableNumber,
  odd2: nullableNumber,
  odd1Id: nullableNumber,
  oddXId: nullableNumber,
  odd2Id: nullableNumber,
});

export const doubleChanceSchema = v.object({
  odd1X: nullableNumber,
  odd12: nullableNumber,
  oddX2: nullableNumber,
  odd1XId: nullableNumber,
  odd12Id: nullableNumber,
  oddX2Id: nullableNumber,
});

export const totalGoalSchema = v.object({
  line: nullableNumber,
  under: nullableNumber,
  over: nullableNumber,
  underId: nullableNumber,
  overId: nullableNumber,
});

/** A prematch event (feed/eventlist, popularevents); live events add the fields below. */
export const feedEventSchema = v.object({
  id: v.number(),
  eventDate: v.string(),
  homeName: v.string(),
  awayName: v.string(),
  sportId: v.nullish(v.number(), 1),
  competitionId: v.nullish(v.number(), null),
  competitionName: nullableString,
  groupName: nullableString,
  /** Extension: the group's flag code, as on the tree (null: a globe). */
  countryCode: countryCodeSchema,
  /** Prematch events carry it as an extension; absent means open. */
  eventStatus: v.nullish(v.string(), 'O'),
  oddCount: count,
  winner: v.nullish(winnerSchema, null),
  doubleChance: v.nullish(doubleChanceSchema, null),
  /** The spec names it `totalGoal` or `overUnder`. */
  totalGoal: v.nullish(totalGoalSchema, null),
  overUnder: v.nullish(totalGoalSchema, null),
});
export type FeedEvent = v.InferOutput<typeof feedEventSchema>;

export const liveResultSchema = v.object({
  Goal: nullableString,
  SetScore: nullableString,
  Points: nullableString,
  MapScore: nullableString,
});
export type LiveResult = v.InferOutput<typeof liveResultSchema>;

export const liveEventSchema = v.object({
  ...feedEventSchema.entries,
  // A live row without a status cannot be shown as open: the lock is the safe default.
  eventStatus: v.nullish(v.string(), ''),
  period: v.nullish(v.string(), ''),
  periodMinute: nullableNumber,
  result: v.nullish(liveResultSchema, null),
  /** Extension: the id the live match tracker is addressed by. */
  feedId: nullableNumber,
  /**
   * Extension: each period's score so far ('home-away', the running one last). Optional: a
   * feed without it, or with a malformed one, shows the scoreboard without the breakdown.
   */
  periodScores: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) =>
      Array.isArray(value) && value.every((score) => typeof score === 'string')
        ? (value as string[])
        : null,
    ),
  ),
});
export type LiveFeedEvent = v.InferOutput<typeof liveEventSchema>;

export const liveLeagueSchema = v.object({
  groupName: v.string(),
  countryCode: countryCodeSchema,
  competitionId: nullableNumber,
  count: nullableNumber,
  events: v.array(liveEventSchema),
});
export type LiveLeagueFeed = v.InferOutput<typeof liveLeagueSchema>;

export const prematchCompetitionSchema = v.object({
  id: v.number(),
  name: v.string(),
  count,
  sort: v.nullish(v.number(), 0),
});

export const prematchGroupSchema = v.object({
  id: nullableNumber,
  name: v.string(),
  countryCode: countryCodeSchema,
  count: nullableNumber,
  sort: v.nullish(v.number(), 0),
  competitions: v.array(prematchCompetitionSchema),
});

export const prematchSportSchema = v.object({
  id: v.number(),
  name: v.string(),
  count: nullableNumber,
  sort: v.nullish(v.number(), 0),
  groups: v.array(prematchGroupSchema),
});
export type PrematchSportFeed = v.InferOutput<typeof prematchSportSchema>;

export const searchResultSchema = v.object({
  id: v.number(),
  kickofDate: v.string(),
  group: v.nullish(v.string(), ''),
  competition: v.nullish(v.string(), ''),
  homeName: v.string(),
  awayName: v.string(),
  sportId: nullableNumber,
  competitionId: nullableNumber,
});
export type SearchResultFeed = v.InferOutput<typeof searchResultSchema>;

/** feed/eventlist answers the picker's "groups with name, groupName, events". */
export const competitionEventsSchema = v.array(
  v.object({
    competitionId: nullableNumber,
    sportId: nullableNumber,
    name: nullableString,
    groupName: nullableString,
    countryCode: countryCodeSchema,
    count: nullableNumber,
    events: v.array(feedEventSchema),
  }),
);

/** popularcompetitions: the favorite-competition shape (a dev server extension). */
export const popularCompetitionSchema = v.object({
  competitionId: v.number(),
  sportId: v.number(),
  name: v.string(),
  groupName: v.nullish(v.string(), ''),
  countryCode: countryCodeSchema,
  count: count,
});
