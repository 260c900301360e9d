import { useEffect } from 'react';
import { useLocale } from '../../hooks/use-locale';

/**
 * Keeps `<html lang>` on the site's language, so screen readers and the browser (hyphenation,
 * translation offers) read the page in the language it shows. Renders nothing.
 */
export function DocumentLanguage() {
  const [locale] = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
