import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../kernel/env/ports';
import type { Locale } from '../kernel/i18n/locale';
import { readStored, writeStored } from '../kernel/storage/json-storage';
import { formatOdds, ODDS_FORMATS, type OddsFormat, TOTAL_ODDS_RANGE } from './odds-format';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';

export interface OddsFormatModule {
  /** The chosen format, kept in storage; decimal until the user picks another. */
  $oddsFormat: ReadableAtom<OddsFormat>;
  setOddsFormat(format: OddsFormat): void;
  /**
   * Formats a decimal rate in the chosen format and the current language; `-` outside the
   * plausible range of one odd (`ODDS_RANGE`, docs/odds.md).
   */
  $formatOdds: ReadableAtom<(decimal: number | null | undefined) => string>;
  /** The same for a combination's total rate (`TOTAL_ODDS_RANGE`: up to 1,000,000,000). */
  $formatTotalOdds: ReadableAtom<(decimal: number | null | undefined) => string>;
}

export function createOddsFormat(deps: {
  storage: KeyValueStorage;
  $locale: ReadableAtom<Locale>;
}): OddsFormatModule {
  const key = SPORTSBOOK_STORAGE_KEYS.oddsFormat;
  const schema = v.picklist(ODDS_FORMATS);
  const $oddsFormat = atom<OddsFormat>(readStored(deps.storage, key, schema) ?? 'decimal');
  return {
    $oddsFormat,
    setOddsFormat(format) {
      if (!v.is(schema, format)) return;
      writeStored(deps.storage, key, format);
      $oddsFormat.set(format);
    },
    $formatOdds: computed(
      [$oddsFormat, deps.$locale],
      (format, locale) => (decimal: number | null | undefined) =>
        formatOdds(decimal, format, locale),
    ),
    $formatTotalOdds: computed(
      [$oddsFormat, deps.$locale],
      (format, locale) => (decimal: number | null | undefined) =>
        formatOdds(decimal, format, locale, TOTAL_ODDS_RANGE),
    ),
  };
}
