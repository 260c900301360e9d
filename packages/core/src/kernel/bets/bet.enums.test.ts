import { describe, expect, it } from 'vitest';
import { BET_TYPE } from '../../sportsbook/bet-slip/bet-slip.types';
import { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from './bet.enums';

describe('spec 001 §3 enumerations', () => {
  it('has the values of the spec', () => {
    expect(WinOrBet).toEqual({ Win: 1, Bet: 2 });
    expect(BetStatus).toEqual({
      None: 0,
      Accepted: 1,
      Returned: 2,
      Lost: 3,
      Won: 4,
      Cashout: 5,
      Rollback: 6,
      Processing: 7,
    });
    expect(SelectionResult).toEqual({ None: 0, Correct: 1, Wrong: 2, Pending: 3, Cancelled: 4 });
    expect(BetType).toEqual({ Single: 1, Multiple: 2 });
    expect(PlatformCode).toEqual({ Desktop: 1, Mobile: 2 });
  });

  it('agrees with the bet slip modes sent to calculate and placeBet', () => {
    expect(BET_TYPE).toEqual({ single: BetType.Single, multiple: BetType.Multiple });
  });
});
