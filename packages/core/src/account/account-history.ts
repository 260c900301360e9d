import * as v from 'valibot';
import { BetStatus, PlatformCode, WinOrBet } from '../kernel/bets/bet.enums';
import type { Clock } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';
import {
  type BetEntry,
  type BonusEntry,
  betEntrySchema,
  bonusEntrySchema,
  type FinancialEntry,
  financialEntrySchema,
  type GameRound,
  gameRoundSchema,
  historyPageSchema,
  type SessionEntry,
  sessionEntrySchema,
} from './history.schema';
import {
  createHistoryList,
  type HistoryList,
  type HistoryQuery,
  pageLocally,
} from './history-list';
import { ProcessStatus, TransactionType } from './payments/payments.types';

/** The player's history behind the dashboard tiles, one list model per page. */
export interface AccountHistory {
  /** Deposits and withdrawals; filter by transaction type. */
  financial: HistoryList<FinancialEntry>;
  /** Casino rounds; filter by win or bet. */
  games: HistoryList<GameRound>;
  /** Logins; filter by platform code. */
  sessions: HistoryList<SessionEntry>;
  /** Bonuses; filter by process status. */
  bonuses: HistoryList<BonusEntry>;
  /** Sportsbook coupons; filter by bet status. */
  bets: HistoryList<BetEntry>;
}

const values = (enumeration: Record<string, number>) => Object.values(enumeration);

/**
 * The dev server's history extensions (docs/api.md, not in the spec) take the range as ISO
 * instants and one enumeration field each; bets come from `sportsbook/mybets`, which answers
 * every coupon, so they are filtered and paged here.
 */
export function createAccountHistory(deps: {
  http: HttpClient;
  clock: Clock;
  /** The logged-in player's name: a list loaded for someone else starts over. */
  owner?: () => string | undefined;
}): AccountHistory {
  const { http } = deps;
  const clock = deps.clock;
  const owner = deps.owner ?? (() => undefined);
  const remote = <T extends v.GenericSchema>(path: string, field: string, item: T) => {
    const schema = historyPageSchema(item);
    return async (query: HistoryQuery) => {
      const body = {
        from: new Date(query.from).toISOString(),
        to: new Date(query.to).toISOString(),
        ...(query.value === undefined ? {} : { [field]: query.value }),
        skip: query.skip,
        take: query.take,
      };
      return (await http.post(path, body, { schema })).data as {
        items: v.InferOutput<T>[];
        total: number;
      };
    };
  };
  const mybets = v.array(betEntrySchema);

  return {
    financial: createHistoryList({
      clock,
      owner,
      filterValues: values(TransactionType),
      fetchPage: remote('history/financial', 'type', financialEntrySchema),
    }),
    games: createHistoryList({
      clock,
      owner,
      filterValues: [WinOrBet.Bet, WinOrBet.Win],
      fetchPage: remote('history/games', 'winOrBet', gameRoundSchema),
    }),
    sessions: createHistoryList({
      clock,
      owner,
      filterValues: values(PlatformCode),
      fetchPage: remote('history/sessions', 'platform', sessionEntrySchema),
    }),
    bonuses: createHistoryList({
      clock,
      owner,
      filterValues: values(ProcessStatus),
      fetchPage: remote('history/bonuses', 'status', bonusEntrySchema),
    }),
    bets: createHistoryList({
      clock,
      owner,
      filterValues: values(BetStatus).filter((status) => status !== BetStatus.None),
      async fetchPage(query) {
        const { data } = await http.get('sportsbook/mybets', {
          schema: mybets,
          base: 'sportsbook',
        });
        return pageLocally(
          data,
          query,
          (bet) => bet.placedAt,
          (bet) => bet.status,
        );
      },
    }),
  };
}
