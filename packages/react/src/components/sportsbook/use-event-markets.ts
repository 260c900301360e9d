import { useStore } from '@nanostores/react';
import {
  createEventMarkets,
  type EventMarketsModule,
  type EventMarketsState,
  type Site,
} from '@site/core';
import { useMemo } from 'react';
import { useSite } from '../../hooks/use-site';

// One module per site, built from the core's factory (a non-React page does the same).
const perSite = new WeakMap<Site, EventMarketsModule>();

function eventMarketsOf(site: Site): EventMarketsModule {
  let module = perSite.get(site);
  if (!module) {
    module = createEventMarkets({
      http: site.http,
      syncRates: site.sportsbook.odds.syncRates,
      $locale: site.i18n.$locale,
    });
    perSite.set(site, module);
  }
  return module;
}

/** Every market of one event (dev-server extension), loading while shown. */
export function useEventMarkets(eventId: number): EventMarketsState {
  const site = useSite();
  const store = useMemo(() => eventMarketsOf(site).$eventMarkets(eventId), [site, eventId]);
  return useStore(store);
}
