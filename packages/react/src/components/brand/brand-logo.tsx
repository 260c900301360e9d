import { useShellSite } from '../../hooks/use-site';

/**
 * The site's logo: the brand's own image when it configures one (`brand.logoUrl`), else a
 * wordmark drawn from the brand name in the theme's colours. Decorative inside a link that
 * names itself, so it carries no text of its own for screen readers.
 */
export function BrandLogo() {
  const { brand } = useShellSite();
  if (brand.logoUrl) {
    return <img className="site-brand-logo__image" src={brand.logoUrl} alt="" height={36} />;
  }
  const [first = brand.name, ...rest] = splitName(brand.name);
  return (
    <svg
      className="site-brand-logo"
      viewBox={`0 0 ${48 + Math.ceil(brand.name.length * 14.5)} 40`}
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="site-brand-logo__mark" x="0" y="2" width="36" height="36" rx="9" />
      <path className="site-brand-logo__mark-glyph" d="M11 27l7-15 7 15M13.5 22h9" />
      <text className="site-brand-logo__text" x="44" y="28">
        <tspan className="site-brand-logo__first">{first}</tspan>
        {rest.length > 0 ? <tspan className="site-brand-logo__rest">{rest.join('')}</tspan> : null}
      </text>
    </svg>
  );
}

/** "ÖrnekBahis" → ["Örnek", "Bahis"]; "Mavi Bet" → ["Mavi", " Bet"]: two tones in the mark. */
function splitName(name: string): string[] {
  const camel = /^(\p{Lu}\p{Ll}+)(\p{Lu}.*)$/u.exec(name);
  if (camel?.[1] && camel[2]) return [camel[1], camel[2]];
  const space = name.indexOf(' ');
  return space > 0 ? [name.slice(0, space), name.slice(space)] : [name];
}
