import { marketCells } from './event-row';
import type { LiveFeedEvent, LiveResult } from './feed.schemas';
import { parseUtcStamp } from './kickoff';
import type { LiveEventView } from './live.types';

type ResultField = keyof LiveResult;

// Which result field is "the score" of a sport (the dev server's fixed sport ids, spec 001 §3).
const MAIN_SCORE: Record<number, ResultField> = {
  1: 'Goal',
  2: 'Points',
  3: 'SetScore',
  4: 'SetScore',
  5: 'Goal',
  6: 'Goal',
  7: 'SetScore',
  8: 'MapScore',
  11: 'Goal',
  35: 'Goal',
};
// Set and map sports also show the running points of the current set or map.
const DETAIL_SCORE: Record<number, ResultField> = {
  3: 'Points',
  4: 'Points',
  7: 'Points',
  8: 'Points',
};
const FALLBACK_ORDER: readonly ResultField[] = ['Goal', 'SetScore', 'MapScore', 'Points'];

/** Reads a 'home-away' string; anything else is no score. */
export function parseScore(text: string | null | undefined): { home: string; away: string } | null {
  const match = text ? /^\s*(\d+)\s*[-:]\s*(\d+)\s*$/.exec(text) : null;
  return match?.[1] !== undefined && match[2] !== undefined
    ? { home: match[1], away: match[2] }
    : null;
}

/** The main score field of a sport; unknown sports use the first field that is filled. */
export function scoreOf(
  sportId: number,
  result: LiveResult | null,
): { home: string; away: string } | null {
  if (!result) return null;
  const field = MAIN_SCORE[sportId];
  if (field) return parseScore(result[field]);
  for (const candidate of FALLBACK_ORDER) {
    const score = parseScore(result[candidate]);
    if (score) return score;
  }
  return null;
}

export function toLiveEventView(event: LiveFeedEvent, groupName: string): LiveEventView {
  const score = scoreOf(event.sportId, event.result);
  const detailField = DETAIL_SCORE[event.sportId];
  const detail = detailField && event.result ? parseScore(event.result[detailField]) : null;
  const locked = event.eventStatus !== 'O';
  return {
    id: event.id,
    sportId: event.sportId,
    homeName: event.homeName,
    awayName: event.awayName,
    groupName,
    countryCode: event.countryCode,
    kickoff: parseUtcStamp(event.eventDate),
    score: score ? `${score.home}-${score.away}` : null,
    home: score?.home ?? null,
    away: score?.away ?? null,
    detailScore: detail ? `${detail.home}-${detail.away}` : null,
    period: event.period,
    minute: event.periodMinute,
    status: event.eventStatus,
    locked,
    feedId: event.feedId,
    result: event.result,
    periodScores: (event.periodScores ?? []).map(parseScore).filter((score) => score !== null),
    moreMarkets: event.oddCount,
    ...marketCells(event, locked),
  };
}
