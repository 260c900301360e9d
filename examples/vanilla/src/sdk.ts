// Every import of the SDK in this example goes through this file, so moving to the
// `@site/core/<module>` subpaths (kernel + sportsbook) is a change of this one file.
import { createSite } from '@site/core';

export {
  type BetSlip,
  type DisplayText,
  errorText,
  type FieldError,
  formatMoney,
  type LiveEventView,
  type LiveSportView,
  LOCALES,
  type Locale,
  ODDS_FORMATS,
  type OddCell,
  type OddsFormat,
  type Site,
  type SlipOdd,
  type Toast,
} from '@site/core';

/** One site per page: the kernel (session, balance, locale, hubs) and the sportsbook. */
export function createVanillaSite() {
  return createSite();
}
