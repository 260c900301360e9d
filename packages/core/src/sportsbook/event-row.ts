import type { FeedEvent } from './feed.schemas';
import { formatKickoff, parseUtcStamp } from './kickoff';
import type { OddRate } from './odds-stream.types';
import type { EventMarkets, OddCell, PrematchEventRow } from './prematch.types';

function cell(
  oddId: number | null | undefined,
  rate: number | null | undefined,
  locked: boolean,
): OddCell {
  const id = oddId ?? null;
  const value = rate ?? null;
  return { oddId: id, rate: value, locked: locked || id === null || value === null };
}

/** The three markets of a row; a cell is locked where its odd is missing or when not open. */
export function marketCells(event: FeedEvent, locked: boolean): EventMarkets {
  const w = event.winner;
  const dc = event.doubleChance;
  const total = event.totalGoal ?? event.overUnder;
  return {
    // Priced sides without an X: a two-way market (sports without a draw).
    twoWay: w?.odd1Id != null && w.odd2Id != null && w.oddXId == null && w.oddX == null,
    winner: {
      home: cell(w?.odd1Id, w?.odd1, locked),
      draw: cell(w?.oddXId, w?.oddX, locked),
      away: cell(w?.odd2Id, w?.odd2, locked),
    },
    doubleChance: {
      homeOrDraw: cell(dc?.odd1XId, dc?.odd1X, locked),
      homeOrAway: cell(dc?.odd12Id, dc?.odd12, locked),
      drawOrAway: cell(dc?.oddX2Id, dc?.oddX2, locked),
    },
    totalGoals: {
      line: total?.line ?? null,
      under: cell(total?.underId, total?.under, locked),
      over: cell(total?.overId, total?.over, locked),
    },
  };
}

/**
 * An event as a row: 1/X/2, double chance, total goals, "+ N" and a lock on every cell whose
 * odd is missing (sports without a draw have no X and no double chance) or when not open.
 */
export function toEventRow(event: FeedEvent, timeZone?: string): PrematchEventRow {
  const kickoff = parseUtcStamp(event.eventDate);
  const { date, time } = formatKickoff(kickoff, timeZone);
  const locked = event.eventStatus !== 'O';
  return {
    id: event.id,
    sportId: event.sportId,
    competitionId: event.competitionId,
    competitionName: event.competitionName ?? '',
    groupName: event.groupName ?? '',
    countryCode: event.countryCode,
    homeName: event.homeName,
    awayName: event.awayName,
    kickoff,
    date,
    time,
    status: event.eventStatus,
    locked,
    moreMarkets: event.oddCount,
    ...marketCells(event, locked),
  };
}

/** Every priced odd of an event, for the odds stream after a feed (re)load. */
export function marketRates(event: FeedEvent): OddRate[] {
  // The same eight odds the row shows, read from its cells: one list of the markets to keep.
  const rates: OddRate[] = [];
  for (const market of Object.values(marketCells(event, false)))
    for (const cell of Object.values<OddCell | number | null>(market))
      if (typeof cell === 'object' && cell?.oddId != null && cell.rate !== null)
        rates.push({ id: cell.oddId, rate: cell.rate });
  return rates;
}
