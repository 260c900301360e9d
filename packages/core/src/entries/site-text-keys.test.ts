import { describe, expect, it } from 'vitest';
import { createSite } from '../kernel/create-site';
import type { SiteTextKey } from '../kernel/site-module';
import { createTestEnv } from '../testing';
import { accountModule } from './account.module';
import { cashoutModule } from './cashout.module';
import { casinoModule } from './casino.module';
import { CORE_TEXT_KEYS } from './core-text-keys';
import { createFullSite } from './full';
import { protectionModule } from './protection.module';
import { sportsbookModule } from './sportsbook.module';

// A UI checks its dictionaries against `site.textKeys`: exactly the keys of the kernel and of
// the modules it composed, so a sportsbook-only site never asks for casino or payment texts.
describe('site.textKeys: the keys of the composed modules only', () => {
  it('a sportsbook-only site lists the kernel keys and the sportsbook keys, nothing else', () => {
    const modules = [sportsbookModule()] as const;
    const site = createSite({ env: createTestEnv(), modules });
    const keys: readonly SiteTextKey<typeof modules>[] = [
      'errors.network',
      'validation.required',
      'sportsbook.settled.won',
    ];
    for (const key of keys) expect(site.textKeys).toContain(key);
    const groups = new Set(site.textKeys.map((key) => key.split('.')[0]));
    expect([...groups].sort()).toEqual(['errors', 'sportsbook', 'validation']);
  });

  it('the kernel alone names only errors and the shared validation', () => {
    const site = createSite({ env: createTestEnv() });
    expect(site.textKeys.every((key) => /^(errors|validation)\./.test(key))).toBe(true);
    expect(site.textKeys).toContain('errors.notLoggedIn');
  });

  it('each composed module adds its own keys, once each', () => {
    const site = createSite({
      env: createTestEnv(),
      modules: [casinoModule(), accountModule(), cashoutModule()],
    });
    expect(new Set(site.textKeys).size).toBe(site.textKeys.length);
    for (const key of [
      'casino.slots',
      'payments.noDataFound',
      'validation.iban',
      'callRequest.maxContacts',
      'cashout.noValue',
    ]) {
      expect(site.textKeys).toContain(key);
    }
    expect(site.textKeys.some((key) => key.startsWith('shell.'))).toBe(false);
    expect(site.textKeys.some((key) => key.startsWith('protection.'))).toBe(false);
  });

  it('a full site with both extensions names every key of CORE_TEXT_KEYS', () => {
    const site = createFullSite({
      env: createTestEnv(),
      extraModules: [protectionModule(), cashoutModule()],
    });
    expect([...site.textKeys].sort()).toEqual([...CORE_TEXT_KEYS].sort());
  });
});

describe('CORE_TEXT_KEYS', () => {
  it('holds each key once, every one in group.name form', () => {
    expect(new Set(CORE_TEXT_KEYS).size).toBe(CORE_TEXT_KEYS.length);
    for (const key of CORE_TEXT_KEYS) expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  });
});
