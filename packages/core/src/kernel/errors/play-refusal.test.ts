import { describe, expect, it } from 'vitest';
import { playRefusalOf } from './play-refusal';
import { SiteError } from './site-error';

const refused = (data: unknown) => new SiteError('server', 'refused', { data });

describe('playRefusalOf', () => {
  it('reads each protection refusal of the wire into its typed reason', () => {
    expect(
      playRefusalOf(
        refused({ refusal: 'depositLimit', period: 'daily', limit: 500, remaining: 200 }),
      ),
    ).toEqual({ reason: 'deposit-limit', period: 'daily', limit: 500, remaining: 200 });
    expect(
      playRefusalOf(
        refused({
          refusal: 'lossLimit',
          period: 'weekly',
          limit: 50,
          until: '2026-11-29T21:00:00',
        }),
      ),
    ).toEqual({
      reason: 'loss-limit',
      period: 'weekly',
      limit: 50,
      until: Date.UTC(2026, 10, 29, 21),
    });
    expect(playRefusalOf(refused({ refusal: 'timeOut', until: '2026-11-26T09:00:00' }))).toEqual({
      reason: 'time-out',
      until: Date.UTC(2026, 10, 26, 9),
    });
    expect(playRefusalOf(refused({ refusal: 'selfExclusion', until: null }))).toEqual({
      reason: 'self-exclusion',
      until: null,
    });
  });

  it('is null for other failures and for refusals off the contract', () => {
    expect(playRefusalOf(new Error('x'))).toBeNull();
    expect(playRefusalOf(refused(null))).toBeNull();
    expect(playRefusalOf(refused({ oddInfo: [] }))).toBeNull();
    expect(
      playRefusalOf(
        refused({ refusal: 'lossLimit', period: 'yearly', limit: 5, until: '2026-01-01' }),
      ),
    ).toBeNull();
    expect(playRefusalOf(refused({ refusal: 'timeOut', until: 'soon' }))).toBeNull();
    expect(
      playRefusalOf(
        refused({ refusal: 'depositLimit', period: 'daily', limit: '500', remaining: 1 }),
      ),
    ).toBeNull();
  });
});
