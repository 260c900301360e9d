import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/error-text';
import { SiteError, type SiteErrorCode } from '../errors/site-error';
import { CORE_TEXT_KEYS } from './all-text-keys';
import { ERROR_MESSAGE_KEYS } from './text-keys';

describe('CORE_TEXT_KEYS', () => {
  it('holds each key once, every one in group.name form', () => {
    expect(new Set(CORE_TEXT_KEYS).size).toBe(CORE_TEXT_KEYS.length);
    for (const key of CORE_TEXT_KEYS) expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  });

  it('covers the key of every error code', () => {
    const codes: SiteErrorCode[] = [
      'server',
      'unauthorized',
      'http',
      'network',
      'malformed',
      'not-logged-in',
      'invalid-input',
      'busy',
    ];
    for (const code of codes) {
      const text = errorText(new SiteError(code, 'x'));
      expect('key' in text && ERROR_MESSAGE_KEYS.includes(text.key as never)).toBe(true);
    }
  });
});
