// Spec 001 §3 enumerations for bet history and coupons, in the same `as const` style as the
// payment enumerations: a value object and a type of its values.

export const WinOrBet = { Win: 1, Bet: 2 } as const;
export type WinOrBet = (typeof WinOrBet)[keyof typeof WinOrBet];

export const BetStatus = {
  None: 0,
  Accepted: 1,
  Returned: 2,
  Lost: 3,
  Won: 4,
  Cashout: 5,
  Rollback: 6,
  Processing: 7,
} as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

export const SelectionResult = { None: 0, Correct: 1, Wrong: 2, Pending: 3, Cancelled: 4 } as const;
export type SelectionResult = (typeof SelectionResult)[keyof typeof SelectionResult];

export const BetType = { Single: 1, Multiple: 2 } as const;
export type BetType = (typeof BetType)[keyof typeof BetType];

export const PlatformCode = { Desktop: 1, Mobile: 2 } as const;
export type PlatformCode = (typeof PlatformCode)[keyof typeof PlatformCode];
