import { LOCALES, type Locale } from '@site/core';
import { useId } from 'react';
import { useLocale } from '../../hooks/use-locale';
import { useI18nContext } from '../../i18n/i18n-react';

/** Switches the interface language; screens re-render in place, without a reload. */
export function LanguageSwitch() {
  const { LL } = useI18nContext();
  const [locale, setLocale] = useLocale();
  const id = useId();
  return (
    <div className="site-language">
      <label htmlFor={id} className="site-visually-hidden">
        {LL.language.label()}
      </label>
      <select
        id={id}
        className="site-language__select"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {LL.language[option]()}
          </option>
        ))}
      </select>
    </div>
  );
}
