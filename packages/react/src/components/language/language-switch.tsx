import { useStore } from '@nanostores/react';
import { LOCALES, type Locale } from '@site/core';
import { useId } from 'react';
import { useLocale } from '../../hooks/use-locale';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * Switches the interface language; screens re-render in place, without a reload, once the
 * language's texts are here (meanwhile the choice shows, busy, over the old language).
 */
export function LanguageSwitch() {
  const { LL } = useI18nContext();
  const [locale, setLocale] = useLocale();
  const pending = useStore(useSite().i18n.$pendingLocale);
  const id = useId();
  return (
    <div className="site-language">
      <label htmlFor={id} className="site-visually-hidden">
        {LL.language.label()}
      </label>
      <select
        id={id}
        className="site-language__select"
        value={pending ?? locale}
        aria-busy={pending !== null}
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
