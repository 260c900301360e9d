import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../env/memory-storage';
import { createToasts, type Toast } from '../toasts/toasts';
import { createLocale, LOCALE_STORAGE_KEY } from './locale';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const storage = createMemoryStorage();
  const toasts = createToasts();
  const shown: Toast[] = [];
  toasts.on('show', (toast) => shown.push(toast));
  const i18n = createLocale(storage, toasts);
  return { storage, shown, i18n };
}

describe('setLocale: the language changes once its texts are here', () => {
  it('switches at once when nothing has to load (no loader, or the texts are here)', async () => {
    const { i18n, storage } = setup();
    const result = i18n.setLocale('en');
    expect(i18n.$locale.get()).toBe('en');
    expect(await result).toEqual({ ok: true });
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toContain('en');
    i18n.loadTextsWith(() => undefined);
    void i18n.setLocale('tr');
    expect(i18n.$locale.get()).toBe('tr');
  });

  it('keeps the current language while the texts load, then switches', async () => {
    const { i18n, storage } = setup();
    const texts = deferred();
    const loader = vi.fn(() => texts.promise);
    i18n.loadTextsWith(loader);
    const result = i18n.setLocale('en');
    expect(loader).toHaveBeenCalledWith('en');
    expect(i18n.$locale.get()).toBe('tr');
    expect(i18n.$pendingLocale.get()).toBe('en');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBeNull(); // a reload would not start in it
    texts.resolve();
    expect(await result).toEqual({ ok: true });
    expect(i18n.$locale.get()).toBe('en');
    expect(i18n.$pendingLocale.get()).toBeNull();
  });

  it('keeps the language and toasts errors.language when the texts fail to load', async () => {
    const { i18n, storage, shown } = setup();
    i18n.loadTextsWith(() => Promise.reject(new Error('chunk failed')));
    expect(await i18n.setLocale('en')).toEqual({ ok: false, reason: 'failed' });
    expect(i18n.$locale.get()).toBe('tr');
    expect(i18n.$pendingLocale.get()).toBeNull();
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(shown.map((toast) => [toast.kind, toast.content])).toEqual([
      ['error', { key: 'errors.language' }],
    ]);
  });

  it('counts a loader that throws as a failed load', async () => {
    const { i18n, shown } = setup();
    i18n.loadTextsWith(() => {
      throw new Error('broken loader');
    });
    expect(await i18n.setLocale('en')).toEqual({ ok: false, reason: 'failed' });
    expect(i18n.$locale.get()).toBe('tr');
    expect(shown).toHaveLength(1);
  });

  it('lets the last choice decide when the player changes their mind during a load', async () => {
    const { i18n, shown } = setup();
    const texts = deferred();
    i18n.loadTextsWith((locale) => (locale === 'en' ? texts.promise : undefined));
    const toEnglish = i18n.setLocale('en');
    expect(await i18n.setLocale('tr')).toEqual({ ok: true }); // back to Turkish, here already
    expect(i18n.$pendingLocale.get()).toBeNull();
    texts.resolve();
    expect(await toEnglish).toEqual({ ok: false, reason: 'superseded' });
    expect(i18n.$locale.get()).toBe('tr');
    const failing = deferred();
    i18n.loadTextsWith(() => failing.promise);
    const again = i18n.setLocale('en');
    const last = i18n.setLocale('en');
    failing.reject(new Error('offline'));
    expect(await again).toEqual({ ok: false, reason: 'superseded' });
    expect(await last).toEqual({ ok: false, reason: 'failed' });
    expect(shown).toHaveLength(1); // one failure, told once
  });

  it('stops waiting for a loader once it is removed, and refuses an unknown language', async () => {
    const { i18n } = setup();
    const remove = i18n.loadTextsWith(() => new Promise(() => {}));
    remove();
    void i18n.setLocale('en');
    expect(i18n.$locale.get()).toBe('en');
    expect(await i18n.setLocale('de' as never)).toEqual({ ok: false, reason: 'unknown-locale' });
    expect(i18n.$locale.get()).toBe('en');
  });
});
