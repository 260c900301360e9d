import { useStore } from '@nanostores/react';
import type { Locale } from '@site/core';
import { useSite } from './use-site';

export function useLocale(): [Locale, (locale: Locale) => void] {
  const { i18n } = useSite();
  return [useStore(i18n.$locale), i18n.setLocale];
}
