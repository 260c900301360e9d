import { useSite } from '../../hooks/use-site';
import { Icon } from '../icons/icon';

/**
 * Where the site serves the flags: flag-icons' 4x3 SVGs (MIT, npm `flag-icons`) under
 * `flags/4x3/` of the site's base URL, one file per code, fetched only when a country is shown
 * (the demo's Vite config serves and emits them; docs/react-sportsbook.md says how a site does).
 */
export const FLAGS_PATH = 'flags/4x3/';

/**
 * A country's flag beside its name (prematch tree, live leagues): the feed's `countryCode`
 * (checked by the core: ISO 3166 in lower case), or a globe for international competitions.
 * Decorative: the country's name is the text beside it.
 */
export function CountryFlag({ code }: { code: string | null }) {
  const { urls } = useSite();
  if (code === null) return <Icon name="language" className="sb-flag sb-flag--globe" />;
  return (
    <img
      className="sb-flag"
      src={new URL(`${FLAGS_PATH}${code}.svg`, urls.base).href}
      alt=""
      width={16}
      height={12}
      loading="lazy"
      decoding="async"
    />
  );
}
