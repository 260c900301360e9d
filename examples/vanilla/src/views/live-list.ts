import { createScope, h, type Scope } from '../dom';
import type { LiveEventView, LiveSportView, Site } from '../sdk';
import { t } from '../texts';
import { oddButton } from './odd-button';

/**
 * The live list: sports, leagues and matches from `sportsbook.live` (watching it polls the feed
 * every 60 s) with the 1/X/2 odds, which move on their own between feed loads.
 */
export function liveList(site: Site, scope: Scope): HTMLElement {
  const { live } = site.sportsbook;
  const body = h('div', { class: 'live__body' });
  const status = h('p', { class: 'live__status', role: 'status' });
  const heading = h('h2', { id: 'live-heading', class: 'panel__title' });
  const section = h(
    'section',
    { class: 'panel live', 'aria-labelledby': 'live-heading' },
    heading,
    status,
    body,
  );
  // Rows are rebuilt when the feed changes (once a minute); odds update in place in between.
  let rows = createScope();
  scope.add(() => rows.dispose());

  const render = () => {
    const locale = site.i18n.$locale.get();
    heading.textContent = t(locale, 'live');
    const feed = live.$liveFeed.get();
    const sports = live.$liveSports.get();
    const focusedOdd = document.activeElement?.getAttribute('data-odd-id');
    rows.dispose();
    rows = createScope();
    body.replaceChildren(...sports.map((sport) => sportSection(site, rows, sport)));
    // A failed refresh keeps the last list (docs/sportsbook-live.md); `failed` means nothing
    // could be loaded, which is not "no live match".
    status.textContent =
      sports.length > 0
        ? ''
        : feed.status === 'ready'
          ? t(locale, 'liveEmpty')
          : feed.status === 'failed'
            ? t(locale, 'liveFailed')
            : t(locale, 'liveLoading');
    status.hidden = status.textContent === '';
    if (focusedOdd)
      body.querySelector<HTMLElement>(`[data-odd-id="${CSS.escape(focusedOdd)}"]`)?.focus();
  };
  scope.add(live.$liveSports.subscribe(render));
  scope.add(live.$liveFeed.listen(render));
  scope.add(site.i18n.$locale.listen(render));
  return section;
}

function sportSection(site: Site, scope: Scope, sport: LiveSportView): HTMLElement {
  const headingId = `sport-${sport.key}`;
  return h(
    'section',
    { class: 'sport', 'aria-labelledby': headingId },
    h('h3', { class: 'sport__name', id: headingId }, sport.name),
    ...sport.leagues.map((league) =>
      h(
        'div',
        { class: 'league' },
        h('h4', { class: 'league__name' }, league.groupName),
        h('ul', { class: 'events' }, ...league.events.map((event) => eventRow(site, scope, event))),
      ),
    ),
  );
}

function eventRow(site: Site, scope: Scope, event: LiveEventView): HTMLElement {
  const locale = site.i18n.$locale.get();
  const eventName = `${event.homeName} - ${event.awayName}`;
  const marketName = t(locale, 'market');
  const clock = [event.period, event.minute !== null ? `${event.minute}'` : '']
    .filter(Boolean)
    .join(' ');
  return h(
    'li',
    { class: 'event' },
    h(
      'div',
      { class: 'event__teams' },
      h('span', { class: 'event__team' }, event.homeName),
      h('span', { class: 'event__team' }, event.awayName),
    ),
    h(
      'div',
      { class: 'event__state' },
      h('span', { class: 'event__score' }, event.score ?? '-'),
      h('span', { class: 'event__clock' }, clock),
    ),
    h(
      'div',
      { class: 'event__odds', role: 'group', 'aria-label': `${eventName}, ${marketName}` },
      oddButton(site, scope, {
        cell: event.winner.home,
        label: t(locale, 'home'),
        eventName,
        marketName,
      }),
      oddButton(site, scope, {
        cell: event.winner.draw,
        label: t(locale, 'draw'),
        eventName,
        marketName,
      }),
      oddButton(site, scope, {
        cell: event.winner.away,
        label: t(locale, 'away'),
        eventName,
        marketName,
      }),
    ),
  );
}
