import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSite } from '../create-site';
import { createMemoryStorage } from './memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('default ports', () => {
  it('never touches localStorage when the site is given its own storage', () => {
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { setItem, getItem: () => null, removeItem: vi.fn() });
    createSite({ env: { storage: createMemoryStorage() } });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('falls back to memory storage when localStorage throws (private mode, sandboxed frame)', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const site = createSite();
    site.i18n.setLocale('en');
    expect(site.i18n.$locale.get()).toBe('en');
  });
});
