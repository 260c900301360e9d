import { FOOTER_PROVIDERS } from '@site/core/shell';
import { useI18nContext } from '../../i18n/i18n-react';

const initials = (name: string) =>
  name
    .split(/[\s']+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The 16 provider marks, drawn here (no external images): a badge with the initials and the
 * name, in the theme's colours. Hidden on very small screens by the stylesheet.
 */
export function ProviderLogos() {
  const { LL } = useI18nContext();
  return (
    <section className="site-provider-logos" aria-labelledby="site-provider-logos-title">
      <h2 className="site-visually-hidden" id="site-provider-logos-title">
        {LL.footer.providers()}
      </h2>
      <ul className="site-provider-logos__list">
        {FOOTER_PROVIDERS.map((name) => (
          <li key={name} className="site-provider-logo">
            <svg viewBox="0 0 132 40" role="img" aria-label={name} focusable="false">
              <rect
                className="site-provider-logo__mark"
                x="1"
                y="6"
                width="28"
                height="28"
                rx="7"
              />
              <text className="site-provider-logo__initials" x="15" y="24.5" textAnchor="middle">
                {initials(name)}
              </text>
              <text className="site-provider-logo__name" x="36" y="25">
                {name}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}
