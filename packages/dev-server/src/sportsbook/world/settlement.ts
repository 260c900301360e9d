import { finalState, firstHalf, type MatchState } from './match-state';
import type { Odd } from './world.types';

/** How an odd ended: null while its match is still to be played or under way. */
export type OddResult = 'won' | 'lost' | null;

/**
 * Settles one odd from the match's own result (its timeline), never from chance: a match
 * settles after it ends, and the same pick in two bets gets the same result.
 */
export function oddResult(odd: Odd, now: number): OddResult {
  const event = odd.event;
  if (event.phase !== 'ended' && (event.endsAt === null || now < event.endsAt)) return null;
  const final = finalState(event);
  if (!final) return null;
  const won = (outcome: boolean): OddResult => (outcome ? 'won' : 'lost');
  const { home, away, total } = final;
  const line = event.markets.totalGoal?.line ?? event.sport.totals.line;
  switch (odd.pick) {
    case '1':
      return won(home > away);
    case 'X':
      return won(home === away);
    case '2':
      return won(away > home);
    case '1X':
      return won(home >= away);
    case '12':
      return won(home !== away);
    case 'X2':
      return won(away >= home);
    case 'over':
      return won(total > line);
    case 'under':
      return won(total < line);
    default:
      return odd.extra ? extraResult(odd, final) : null;
  }
}

/** The match page's further markets (extra-markets.ts), by market id and pick order. */
function extraResult(odd: Odd, final: MatchState): OddResult {
  const { marketId, pick } = odd.extra ?? { marketId: '', pick: -1 };
  const won = (outcome: boolean): OddResult => (outcome ? 'won' : 'lost');
  const threeWay = (diff: number) =>
    won(pick === 0 ? diff > 0 : pick === 1 ? diff === 0 : diff < 0);
  const total = /^total-(.+)$/.exec(marketId);
  if (total)
    return won(pick === 0 ? final.total < Number(total[1]) : final.total > Number(total[1]));
  if (marketId === 'btts') return won((final.home > 0 && final.away > 0) === (pick === 0));
  if (marketId === 'half-time') {
    const half = firstHalf(odd.event);
    return half ? threeWay(half.home - half.away) : null;
  }
  const handicap = /^handicap-([+-]\d+)$/.exec(marketId);
  if (handicap) return threeWay(final.home - final.away + Number(handicap[1]));
  if (marketId === 'correct-score') {
    // Picks 0..15 are h-a for h, a in 0..3 (h major); the last is every other score.
    const listed = final.home <= 3 && final.away <= 3;
    return won(pick === 16 ? !listed : listed && pick === final.home * 4 + final.away);
  }
  if (marketId === 'handicap') {
    // Two-way, the home side giving `line` points or games (x.5, so never level).
    const margin = final.homePoints - final.awayPoints;
    const edge = odd.extra?.line ?? 0;
    return won(pick === 0 ? margin > edge : margin < edge);
  }
  return null;
}
