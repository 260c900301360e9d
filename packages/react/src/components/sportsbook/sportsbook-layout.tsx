import { LIVE_NARROW_BREAKPOINT_PX } from '@site/core/sportsbook';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { BetSlipPanel } from './bet-slip-panel';
import { BetSlipSheet } from './bet-slip-sheet';
import { LiveNowStrip } from './live-now-strip';
import { OddsAnnouncer } from './odds-announcer';
import { PopularMatchCards } from './popular-match-cards';

export interface SportsbookLayoutProps {
  /** The left panel (live or prematch); on narrow screens behind a disclosure button. */
  panel?: ReactNode;
  children: ReactNode;
}

/**
 * The sportsbook page: left panel, centre, and the bet slip as the right column (wide) or a
 * bottom sheet with a count badge (narrow). Tells the slip the URL (the live tracker on /live).
 */
export function SportsbookLayout({ panel, children }: SportsbookLayoutProps) {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const [location] = useLocation();
  const wide = useViewportWidth() >= LIVE_NARROW_BREAKPOINT_PX;
  const [panelOpen, setPanelOpen] = useState(false);
  // A narrow screen's panel is built when first opened, then kept (its search and open groups
  // survive closing it): the live panel lists every live match, 1,500+ elements a phone's
  // start-up would build for a hidden box.
  const [panelBuilt, setPanelBuilt] = useState(false);
  const panelId = useId();
  useEffect(() => {
    betSlip.setLocation(location);
  }, [betSlip, location]);
  return (
    <OddsAnnouncer>
      <div className={`sb-layout${wide ? ' sb-layout--wide' : ''}`}>
        {panel ? (
          wide ? (
            <div className="sb-layout__left">{panel}</div>
          ) : (
            <div className="sb-layout__filters">
              <button
                type="button"
                className="site-button site-button--secondary"
                aria-expanded={panelOpen}
                aria-controls={panelId}
                onClick={() => {
                  setPanelOpen(!panelOpen);
                  setPanelBuilt(true);
                }}
              >
                {LL.sportsbook.filters()}
              </button>
              <div id={panelId} hidden={!panelOpen}>
                {panelBuilt ? panel : null}
              </div>
            </div>
          )
        ) : null}
        <div className="sb-layout__center">{children}</div>
        {wide ? (
          // The slip, then what is on (live matches; popular ones on the live pages): the
          // column scrolls on its own and stays in view, so it is never empty below the slip.
          <div className="sb-layout__side">
            <aside className="sb-layout__right" aria-label={LL.sportsbook.slip.title()}>
              <BetSlipPanel />
            </aside>
            <div className="sb-layout__more">
              {location.startsWith('/spor/live') ? <PopularMatchCards /> : <LiveNowStrip />}
            </div>
          </div>
        ) : (
          <BetSlipSheet />
        )}
      </div>
    </OddsAnnouncer>
  );
}
