import { useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

export interface ProviderSelectProps {
  providers: readonly string[];
  value: string | null;
  onChange(provider: string | null): void;
}

/** The provider filter: every provider of the page, or all. */
export function ProviderSelect({ providers, value, onChange }: ProviderSelectProps) {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <div className="site-provider-select">
      <label htmlFor={id} className="site-provider-select__label">
        {LL.casinoUi.provider()}
      </label>
      <select
        id={id}
        className="site-provider-select__control"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{LL.casinoUi.allProviders()}</option>
        {providers.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </select>
    </div>
  );
}
