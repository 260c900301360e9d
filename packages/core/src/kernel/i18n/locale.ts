import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { readStored, writeStored } from '../storage/json-storage';
import type { ToastsModule } from '../toasts/toasts';

export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';
export const LOCALE_STORAGE_KEY = 'lang';

const localeSchema = v.picklist(LOCALES);

/**
 * Makes a language's texts ready to be shown (a UI's dictionary, loaded on demand). Returns
 * nothing when they already are; a promise the switch waits for otherwise; a rejection keeps
 * the current language.
 */
export type TextsLoader = (locale: Locale) => undefined | Promise<unknown>;

/**
 * How a language switch ended. `failed`: a loader rejected, the language stayed and the error
 * was toasted (`errors.language`); `superseded`: another switch was asked for before its texts
 * arrived, and that one decides; `unknown-locale`: not one of `LOCALES`, nothing changed.
 */
export type LocaleSwitchResult =
  | { ok: true }
  | { ok: false; reason: 'failed' | 'superseded' | 'unknown-locale' };

export interface LocaleModule {
  /** The interface language; sent as `x-locale` on every call. Changes once its texts are here. */
  $locale: ReadableAtom<Locale>;
  /** The language a switch is waiting for the texts of (a busy language picker); else null. */
  $pendingLocale: ReadableAtom<Locale | null>;
  /**
   * Switches the language once every loader has its texts ready, so no screen shows a mix of
   * two languages or bare keys. With nothing to load (no loader, or the texts already here)
   * `$locale` changes before this returns. Resolves to a result and never rejects.
   */
  setLocale(locale: Locale): Promise<LocaleSwitchResult>;
  /** Adds what a switch waits for (a UI registers its dictionary loader). Returns its removal. */
  loadTextsWith(loader: TextsLoader): () => void;
}

export function isLocale(value: unknown): value is Locale {
  return v.is(localeSchema, value);
}

export function createLocale(
  storage: KeyValueStorage,
  toasts: Pick<ToastsModule, 'show'>,
  initial?: Locale,
): LocaleModule {
  const $locale = atom<Locale>(
    initial ?? readStored(storage, LOCALE_STORAGE_KEY, localeSchema) ?? DEFAULT_LOCALE,
  );
  const $pendingLocale = atom<Locale | null>(null);
  const loaders = new Set<TextsLoader>();
  // Each switch takes a number: only the last one asked for may change the language.
  let latest = 0;

  const apply = (locale: Locale): LocaleSwitchResult => {
    writeStored(storage, LOCALE_STORAGE_KEY, locale);
    $locale.set(locale);
    return { ok: true };
  };

  return {
    $locale,
    $pendingLocale,
    async setLocale(locale) {
      if (!isLocale(locale)) return { ok: false, reason: 'unknown-locale' };
      const ticket = ++latest;
      let waits: Promise<unknown>[];
      try {
        waits = [...loaders].flatMap((load) => load(locale) ?? []);
      } catch {
        waits = [Promise.reject(new Error('texts loader threw'))];
      }
      if (waits.length === 0) {
        $pendingLocale.set(null);
        return apply(locale);
      }
      $pendingLocale.set(locale);
      try {
        await Promise.all(waits);
      } catch {
        if (ticket !== latest) return { ok: false, reason: 'superseded' };
        $pendingLocale.set(null);
        toasts.show('error', { key: 'errors.language' });
        return { ok: false, reason: 'failed' };
      }
      if (ticket !== latest) return { ok: false, reason: 'superseded' };
      $pendingLocale.set(null);
      return apply(locale);
    },
    loadTextsWith(loader) {
      loaders.add(loader);
      return () => {
        loaders.delete(loader);
      };
    },
  };
}
