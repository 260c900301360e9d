import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/error-text';
import { SiteError, type SiteErrorCode } from '../errors/site-error';
import { ERROR_MESSAGE_KEYS, KERNEL_TEXT_KEYS } from './text-keys';

describe('KERNEL_TEXT_KEYS', () => {
  it('holds the errors and the shared validation keys, each once, and no module key', () => {
    expect(new Set(KERNEL_TEXT_KEYS).size).toBe(KERNEL_TEXT_KEYS.length);
    for (const key of KERNEL_TEXT_KEYS) expect(key).toMatch(/^(errors|validation)\.[a-zA-Z]+$/);
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
