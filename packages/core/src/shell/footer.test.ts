import { describe, expect, it } from 'vitest';
import { AGE_LIMIT, FOOTER_PROVIDERS, LICENCE_NUMBER } from './footer';

describe('footer constants', () => {
  it('lists 16 distinct providers, the licence number and the age limit', () => {
    expect(FOOTER_PROVIDERS).toHaveLength(16);
    expect(new Set(FOOTER_PROVIDERS).size).toBe(16);
    expect(LICENCE_NUMBER).toBe('ALS-2226/IAL');
    expect(AGE_LIMIT).toBe(18);
  });
});
