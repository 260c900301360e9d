import { useStore } from '@nanostores/react';
import { formatMoney } from '@site/core';
import type { JackpotCard } from '@site/core/casino';
import { useState } from 'react';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useLocale } from '../../hooks/use-locale';
import { useI18nContext } from '../../i18n/i18n-react';
import { useServerImageSrc } from './server-image';

/**
 * The jackpot strip: Clover Chance then High Cash (only cards with exactly 4 levels, as the
 * core derives them) and the Egypt quest level. The core asks the figures again while the strip
 * watches them.
 */
export function JackpotCards() {
  const { LL } = useI18nContext();
  const site = useCasinoSite();
  const cards = useStore(site.casino.jackpots.$jackpotCards);
  const egyptLevel = useStore(site.casino.jackpots.$egyptQuest);
  const [locale] = useLocale();

  if (cards.length === 0 && egyptLevel === null) return null;
  return (
    <section className="site-jackpots" aria-labelledby="site-jackpots-title">
      <h2 className="site-visually-hidden" id="site-jackpots-title">
        {LL.casinoUi.jackpots()}
      </h2>
      {/* On narrow screens the strip scrolls sideways: focusable, so keys can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access */}
      <ul className="site-jackpots__list" tabIndex={0} aria-labelledby="site-jackpots-title">
        {cards.map((card) => (
          <li key={card.instanceName}>
            <JackpotCardView card={card} />
          </li>
        ))}
        {egyptLevel !== null ? (
          <li>
            <div className="site-jackpot-card site-jackpot-card--egypt-quest">
              <p className="site-jackpot-card__title">{LL.casinoUi.egyptQuest()}</p>
              <p className="site-jackpot-card__main" data-testid="egypt-quest-level">
                {formatMoney(egyptLevel, locale)}
              </p>
            </div>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** One EGT jackpot card: its art, the level I figure large, the four levels below. */
export function JackpotCardView({ card }: { card: JackpotCard }) {
  const { LL } = useI18nContext();
  const [locale] = useLocale();
  const background = useServerImageSrc(card.background);
  const logo = useServerImageSrc(card.logo);
  const [logoBroken, setLogoBroken] = useState(false);
  return (
    <article
      className={`site-jackpot-card ${card.className}`}
      data-folder={card.folder}
      data-sort-name={card.sortName}
      aria-label={card.instanceName}
    >
      {background ? (
        <img
          className="site-jackpot-card__background"
          src={background}
          alt=""
          // Not lazy: the cards sit in the casino's first screen, and this art is its largest
          // paint on a phone (a lazy image starts only after layout).
          onError={(event) => event.currentTarget.remove()}
        />
      ) : null}
      {logo && !logoBroken ? (
        <img
          className="site-jackpot-card__logo"
          src={logo}
          alt={card.instanceName}
          loading="lazy"
          onError={() => setLogoBroken(true)}
        />
      ) : (
        <p className="site-jackpot-card__title">{card.instanceName}</p>
      )}
      <p className="site-jackpot-card__main" data-testid="jackpot-main">
        {formatMoney(card.currentLevelI, locale)}
      </p>
      <ol
        className="site-jackpot-card__levels"
        aria-label={LL.casinoUi.jackpotLevels({ name: card.instanceName })}
      >
        {card.levels.map((level, index) => (
          <li key={String(level.level ?? index)} className="site-jackpot-card__level">
            <span>{level.name ?? level.level ?? index + 1}</span>
            <span>{formatMoney(level.currentValue, locale)}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}
