// The sportsbook screens: one lazy chunk, loaded when a /spor page is first opened.

import { isHourFilter } from '@site/core/sportsbook';
import {
  BetcoScreen,
  LiveEventScreen,
  LiveOverviewScreen,
  MatchDetailScreen,
  PrematchScreen,
  UpcomingScreen,
} from '@site/react/sportsbook';
import { Route, Switch, useSearch } from 'wouter';

function Upcoming() {
  const hour = Number(new URLSearchParams(useSearch()).get('hour'));
  return <UpcomingScreen hour={isHourFilter(hour) ? hour : null} />;
}

/** Routes of spec 001 §2 under /spor. */
export default function SportsRoutes() {
  return (
    <Switch>
      <Route path="/spor/live/event-view/:sportId/:eventId">
        {(params) => <LiveEventScreen eventId={Number(params.eventId)} />}
      </Route>
      <Route path="/spor/live/event-view">
        <LiveEventScreen />
      </Route>
      <Route path="/spor/live/overview/:id">
        <LiveOverviewScreen />
      </Route>
      <Route path="/spor/prematch/prematch-detail/:eventId">
        {(params) => <MatchDetailScreen eventId={Number(params.eventId)} />}
      </Route>
      <Route path="/spor/prematch/upcoming/:id">
        <Upcoming />
      </Route>
      <Route path="/spor/prematch/home">
        <PrematchScreen />
      </Route>
      <Route path="/spor/prematch">
        <PrematchScreen />
      </Route>
      <Route path="/spor/betco">
        <BetcoScreen allowInsecure={import.meta.env.DEV} />
      </Route>
    </Switch>
  );
}
