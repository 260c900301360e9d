import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { readStored, writeStored } from '../storage/json-storage';

export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';
export const LOCALE_STORAGE_KEY = 'lang';

const localeSchema = v.picklist(LOCALES);

export interface LocaleModule {
  /** The interface language; sent as `x-locale` on every call. */
  $locale: ReadableAtom<Locale>;
  setLocale(locale: Locale): void;
}

export function isLocale(value: unknown): value is Locale {
  return v.is(localeSchema, value);
}

export function createLocale(storage: KeyValueStorage, initial?: Locale): LocaleModule {
  const $locale = atom<Locale>(
    initial ?? readStored(storage, LOCALE_STORAGE_KEY, localeSchema) ?? DEFAULT_LOCALE,
  );
  return {
    $locale,
    setLocale(locale) {
      if (!isLocale(locale)) return;
      writeStored(storage, LOCALE_STORAGE_KEY, locale);
      $locale.set(locale);
    },
  };
}
