// Type checks run against the PUBLISHED types of @site/core (the packed package's bundled
// .d.ts files), by scripts/check-packages.mjs: what flows through the module types must survive
// tsup's declaration bundle. Each `@ts-expect-error` must meet an error, or the check fails.
import { createSite, type SiteTextKey } from '@site/core';
import { accountModule } from '@site/core/account';
import { cashoutModule } from '@site/core/cashout';
import { casinoModule } from '@site/core/casino';
import { type CoreTextKey, createFullSite } from '@site/core/full';
import { shellModule } from '@site/core/shell';
import { sportsbookModule } from '@site/core/sportsbook';

// A sportsbook-only site's keys: the kernel's and the sportsbook's, no casino key.
const sportsbookOnly = [sportsbookModule()] as const;
type SportsbookSiteKey = SiteTextKey<typeof sportsbookOnly>;
export const settled: SportsbookSiteKey = 'sportsbook.settled.won';
export const network: SportsbookSiteKey = 'errors.network';
// @ts-expect-error a sportsbook-only site names no casino text
export const casinoOnSportsbook: SportsbookSiteKey = 'casino.slots';
// @ts-expect-error nor a payments one
export const paymentsOnSportsbook: SportsbookSiteKey = 'payments.noDataFound';

// A dictionary of the sportsbook-only site needs no casino text (and takes none).
export const words: Record<SportsbookSiteKey, string> = Object.fromEntries(
  createSite({ modules: sportsbookOnly }).textKeys.map((key) => [key, key]),
) as Record<SportsbookSiteKey, string>;

// A full site (every module) accepts the casino key.
const every = [shellModule(), sportsbookModule(), casinoModule(), accountModule()] as const;
export const casinoOnFull: SiteTextKey<typeof every> = 'casino.slots';
export const callRequestOnFull: SiteTextKey<typeof every> = 'callRequest.maxContacts';
export const casinoInCore: CoreTextKey = 'casino.slots';

// The cash-out's push is known (typed) when cashoutModule() is composed...
const withCashout = createSite({ modules: [sportsbookModule(), cashoutModule()] });
withCashout.realtime.onCommand('cashoutChanged', (push) => {
  const betId: string | number = push.betId;
  const value: number | null = push.value;
  return [betId, value];
});
// ...and so are the sportsbook's own, on a full site with the cash-out as an extra module.
createFullSite({ extraModules: [cashoutModule()] }).realtime.onCommand('cashoutChanged', (push) => {
  const value: number | null = push.value;
  return value;
});
createFullSite().realtime.onCommand('Notification', (push) => push.id);

// Without the cash-out module the command is unknown: its payload is not typed.
createSite({ modules: [sportsbookModule()] }).realtime.onCommand('cashoutChanged', (push) => {
  // @ts-expect-error the payload of a command no composed module reads is `unknown`
  return push.betId;
});
