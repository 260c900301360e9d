import { ERROR_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@site/core';
import {
  CALL_REQUEST_MESSAGE_KEYS,
  CALL_REQUEST_TEXTS,
  PAYMENTS_MESSAGE_KEYS,
} from '@site/core/account';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import tr from '../../i18n/tr';

// Every key the account, payments and call-request cores can hand to these screens: the
// shared validation keys (register, phone, recovery, password forms), the error keys (a
// failed call without a server message), and each area's own list.
const ACCOUNT_AREA_KEYS = [
  ...VALIDATION_MESSAGE_KEYS,
  ...ERROR_MESSAGE_KEYS,
  ...PAYMENTS_MESSAGE_KEYS,
  ...CALL_REQUEST_MESSAGE_KEYS,
];

function text(dictionary: object, key: string): unknown {
  const [group, name] = key.split('.') as [string, string];
  return (dictionary as Record<string, Record<string, unknown> | undefined>)[group]?.[name];
}

describe('account dictionaries', () => {
  it.each(ACCOUNT_AREA_KEYS)('%s has a Turkish and an English text', (key) => {
    for (const dictionary of [tr, en]) {
      const value = text(dictionary, key);
      expect(typeof value === 'string' && value.trim() !== '', `${key}`).toBe(true);
    }
  });

  it('carries the call-request texts of the core word for word (the spec fixes the Turkish)', () => {
    for (const key of CALL_REQUEST_MESSAGE_KEYS) {
      expect(text(tr, key)).toBe(CALL_REQUEST_TEXTS.tr[key]);
      expect(text(en, key)).toBe(CALL_REQUEST_TEXTS.en[key]);
    }
  });

  it('keeps the shared validation texts when adding the payment ones', () => {
    expect(text(tr, 'validation.required')).toBe('Bu alan zorunludur');
    expect(text(tr, 'validation.iban')).toMatch(/IBAN/);
  });
});
