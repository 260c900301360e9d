import { SPORTSBOOK_STORAGE_KEYS } from '@site/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, setupSportsbook } from './sportsbook.support';

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('live browsing against the dev server', () => {
  it('lists live sports without 11 and 35, with league groups, scores and locks', async () => {
    const { server, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { live } = sportsbook;
    const stop = live.$liveSports.listen(() => {});
    await flush();

    const sports = live.$liveSports.get();
    expect(sports.length).toBeGreaterThanOrEqual(6);
    expect(sports.map((sport) => sport.id)).not.toContain(11);
    expect(sports.map((sport) => sport.id)).not.toContain(35);
    const events = live.$visibleEvents.get();
    expect(events.length).toBeGreaterThan(100);
    for (const sport of sports) {
      expect(sport.visibleCount).toBe(
        sport.leagues.reduce((sum, item) => sum + item.events.length, 0),
      );
    }
    const football = sports.find((sport) => sport.id === 1);
    expect(football?.leagues[0]?.groupName).toMatch(/ - /);
    expect(football?.leagues[0]?.events[0]?.score).toMatch(/^\d+-\d+$/);
    const tennis = sports.find((sport) => sport.id === 3)?.leagues[0]?.events[0];
    expect(tennis?.score).toMatch(/^\d+-\d+$/);
    expect(tennis?.detailScore).toMatch(/^\d+-\d+$/);
    expect(events.every((event) => event.locked === (event.status !== 'O'))).toBe(true);
    expect(live.$activeEvent.get()?.id).toBe(events[0]?.id);
    expect(live.$liveWidgetVisible.get()).toBe(true);
    stop();
  });

  it('searches by team name across Turkish spellings', async () => {
    const { server, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { live } = sportsbook;
    const stop = live.$liveSports.listen(() => {});
    await flush();
    const target = live.$visibleEvents
      .get()
      .find((event) => /[İIıiŞşĞğÜüÖöÇç]/.test(event.homeName));
    if (!target) throw new Error('no event with a Turkish letter');
    live.setSearch(target.homeName.toLocaleUpperCase('tr'));
    expect(live.$visibleEvents.get().map((event) => event.id)).toContain(target.id);
    live.setSearch(target.homeName.toLocaleUpperCase('en'));
    expect(live.$visibleEvents.get().map((event) => event.id)).toContain(target.id);
    stop();
  });

  it('restores stored favorites, shows their score, and drops matches that left the feed', async () => {
    const { server, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const stop = sportsbook.live.$liveSports.listen(() => {});
    await flush();
    const event = sportsbook.live.$visibleEvents.get()[3];
    if (!event) throw new Error('no live event');
    stop();

    // A reload: the stored list holds a live match and one that has ended.
    const stored = [
      {
        eventId: event.id,
        sportId: event.sportId,
        groupName: event.groupName,
        homeName: event.homeName,
        awayName: event.awayName,
      },
      { eventId: 1, sportId: 1, groupName: 'Old', homeName: 'Ended', awayName: 'Match' },
    ];
    const reloaded = setupSportsbook({
      server,
      storage: { [SPORTSBOOK_STORAGE_KEYS.liveFavorites]: JSON.stringify(stored) },
    });
    await reloaded.site.start();
    const { live } = reloaded.sportsbook;
    expect(live.$liveFavorites.get()).toHaveLength(2);
    const stopReloaded = live.$favoriteLiveEvents.listen(() => {});
    await flush();
    expect(
      live.$favoriteLiveEvents.get().map((item) => [item.favorite.eventId, item.event?.score]),
    ).toEqual([[event.id, expect.stringMatching(/^\d+-\d+$/)]]);
    expect(
      JSON.parse(reloaded.env.storage.getItem(SPORTSBOOK_STORAGE_KEYS.liveFavorites) ?? '[]'),
    ).toHaveLength(1);
    stopReloaded();
  });

  it('points the bet slip’s live tracker at the active event’s feed, which the server serves', async () => {
    const { server, site, sportsbook, betSlip } = setupSportsbook();
    close = server.close;
    await site.start();
    const stop = betSlip.$liveTracker.listen(() => {});
    const stopLive = sportsbook.live.$activeEvent.listen(() => {});
    await flush();
    const active = sportsbook.live.$activeEvent.get();
    betSlip.setLocation(`/spor/live/event-view/${active?.sportId}/${active?.id}`);
    const tracker = betSlip.$liveTracker.get();
    expect(tracker).toMatchObject({ visible: true, feedId: active?.feedId });
    const page = await server.fetch(tracker.src ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(active?.homeName ?? '?');
    stopLive();
    stop();
  });
});
