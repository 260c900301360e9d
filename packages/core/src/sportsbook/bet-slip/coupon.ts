import * as v from 'valibot';
import type { SiteError } from '../../kernel/errors/site-error';
import type { BetMode } from './bet-slip.types';
import { parseStake } from './stake';

/**
 * A place-bet answer that never arrived (the connection dropped, the 30 s timeout, a gateway's
 * 502/503/504) or arrived unreadable: the server may have booked the bet. Docs/bet-slip.md.
 */
export function isLostAnswer(error: SiteError): boolean {
  if (error.code === 'network' || error.code === 'malformed') return true;
  return error.code === 'http' && [502, 503, 504].includes(error.status ?? 0);
}

/** What a coupon is: its mode, its odds and their stakes, as one comparable text. */
export function couponKey(
  mode: BetMode,
  oddIds: readonly number[],
  stakes: Readonly<Record<number, string>>,
  multipleStake: string,
): string {
  const ids = [...oddIds].sort((a, b) => a - b);
  const amounts =
    mode === 'single'
      ? ids.map((id) => `${id}:${parseStake(stakes[id] ?? '') ?? '0'}`)
      : [...ids.map(String), parseStake(multipleStake) ?? '0'];
  return `${mode}|${amounts.join(',')}`;
}

/**
 * `data.bets` of a placeBet answer, as the dev server sends it (the spec names only success,
 * message and oddInfo): what was accepted. Lenient: anything else is no list.
 */
export const placedBetsSchema = v.object({
  bets: v.fallback(
    v.array(
      v.object({
        type: v.picklist([1, 2]),
        amount: v.pipe(v.number(), v.finite()),
        totalRate: v.nullish(v.pipe(v.number(), v.finite()), null),
        possibleWin: v.nullish(v.pipe(v.number(), v.finite()), null),
      }),
    ),
    [],
  ),
});
export type PlacedBet = v.InferOutput<typeof placedBetsSchema>['bets'][number];
