import { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from '@site/core';
import { ProcessStatus, TransactionStatus, TransactionType } from '@site/core/account';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../i18n/i18n-util';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { enumLabels } from './history-texts';

loadAllLocales();

const ENUMS = {
  transactionType: TransactionType,
  transactionStatus: TransactionStatus,
  processStatus: ProcessStatus,
  winOrBet: WinOrBet,
  betStatus: BetStatus,
  selectionResult: SelectionResult,
  betType: BetType,
  platform: PlatformCode,
} as const;

describe.each(['tr', 'en'] as const)('history enumeration labels in %s', (locale) => {
  const labels = enumLabels(i18nObject(locale));
  it.each(Object.entries(ENUMS))('labels every value of %s (spec 001 §3)', (name, values) => {
    const label = labels[name as keyof typeof ENUMS];
    const texts = Object.values(values).map((value) => label(value));
    for (const text of texts) expect(text).toMatch(/\p{L}/u);
    // Distinct values read differently.
    expect(new Set(texts).size).toBe(texts.length);
  });
});
