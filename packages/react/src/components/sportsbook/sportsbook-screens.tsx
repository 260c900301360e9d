import { useStore } from '@nanostores/react';
import { type HourFilter, isHourFilter } from '@site/core/sportsbook';
import { useEffect } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { HomeCarousel } from '../carousel/home-carousel';
import { LiveEventList } from './live-event-list';
import { LiveEventPage } from './live-event-view';
import { LiveFeedStatus } from './live-feed-status';
import { LivePanel } from './live-panel';
import { MatchDetail } from './match-detail';
import { PrematchHome } from './prematch-home';
import { PrematchPanel } from './prematch-panel';
import { SPORTS_BANNER_PROPS } from './sports-banner-props';
import { SportsbookLayout } from './sportsbook-layout';
import { UpcomingEvents } from './upcoming-events';

/** /spor/live/event-view[/{sportId}/{eventId}] */
export function LiveEventScreen({ eventId }: { eventId?: number | undefined }) {
  return (
    <SportsbookLayout panel={<LivePanel />}>
      <LiveEventPage eventId={eventId} />
    </SportsbookLayout>
  );
}

/** /spor/live/overview/1: live betting on narrow screens, every live match with its odds. */
export function LiveOverviewScreen() {
  const { LL } = useI18nContext();
  return (
    <SportsbookLayout panel={<LivePanel />}>
      <div className="sb-center">
        <h1 className="sb-page-title">{LL.sportsbook.liveBetting()}</h1>
        <LiveFeedStatus>
          <LiveEventList />
        </LiveFeedStatus>
      </div>
    </SportsbookLayout>
  );
}

/** /spor/prematch and /spor/prematch/home */
export function PrematchScreen() {
  return (
    <SportsbookLayout panel={<PrematchPanel />}>
      <PrematchHome />
    </SportsbookLayout>
  );
}

/** /spor/prematch/prematch-detail/{eventId} */
export function MatchDetailScreen({ eventId }: { eventId: number }) {
  return (
    <SportsbookLayout panel={<PrematchPanel />}>
      <MatchDetail eventId={eventId} />
    </SportsbookLayout>
  );
}

/** /spor/prematch/upcoming/1?hour=…: the hour in the URL becomes the stored time filter. */
export function UpcomingScreen({ hour }: { hour: HourFilter }) {
  const { prematch } = useSportsbookSite().sportsbook;
  useEffect(() => {
    if (isHourFilter(hour)) prematch.setHourFilter(hour);
  }, [prematch, hour]);
  const current = useStore(prematch.$hourFilter);
  return (
    <SportsbookLayout panel={<PrematchPanel />}>
      <div className="sb-center">
        <HomeCarousel {...SPORTS_BANNER_PROPS} />
        <UpcomingEvents hour={current} />
      </div>
    </SportsbookLayout>
  );
}
