import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { betEntrySchema } from '../../account/history.schema';
import { myBetWireSchema } from './my-bet.schema';

const coupon = (overrides: Record<string, unknown> = {}) => ({
  betId: 'B1',
  type: 2,
  status: 1,
  amount: 100,
  totalRate: 3.5,
  possibleWin: 350,
  placedAt: '2026-11-20 18:30:00',
  settledAt: null,
  selections: [
    { oddId: 7, eventName: 'A - B', marketName: 'MS', oddName: '1', rate: 1.75, result: 3 },
  ],
  ...overrides,
});

// The slip's My Bets and the dashboard's bet history read `sportsbook/mybets` with one schema.
describe('one reading of sportsbook/mybets', () => {
  it('the slip keeps a coupon without figures (null); the history, which shows them, refuses it', () => {
    const open = coupon({ totalRate: undefined, possibleWin: null });
    expect(v.parse(myBetWireSchema, open)).toMatchObject({ totalRate: null, possibleWin: null });
    expect(v.safeParse(betEntrySchema, open).success).toBe(false);
  });

  it('the history reads the UTC times as epoch ms and refuses an unreadable one', () => {
    const entry = v.parse(betEntrySchema, coupon({ settledAt: '2026-11-20 20:00:00' }));
    expect(entry.placedAt).toBe(Date.UTC(2026, 10, 20, 18, 30));
    expect(entry.settledAt).toBe(Date.UTC(2026, 10, 20, 20, 0));
    expect(v.safeParse(betEntrySchema, coupon({ placedAt: 'yesterday' })).success).toBe(false);
  });

  it('both refuse an unknown status or bet type', () => {
    for (const bad of [coupon({ status: 99 }), coupon({ type: 3 })]) {
      expect(v.safeParse(myBetWireSchema, bad).success).toBe(false);
      expect(v.safeParse(betEntrySchema, bad).success).toBe(false);
    }
  });
});
