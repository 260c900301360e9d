import { describe, expect, it } from 'vitest';
import { liveTrackerHeight, liveTrackerState, trackerUrlFor } from './live-tracker';

describe('live tracker', () => {
  it('shows for any URL containing /live with a feed id', () => {
    const src = trackerUrlFor('https://www.site.example/sbapi/api/');
    expect(liveTrackerState('/spor/live/overview/1', 7, src)).toEqual({
      visible: true,
      feedId: 7,
      src: 'https://www.site.example/sbapi/api/tracker/7',
    });
    expect(liveTrackerState('https://site.test/spor/live/event-view/1/2?x=1', 7, src).visible).toBe(
      true,
    );
    expect(liveTrackerState('/spor/prematch', 7, src).visible).toBe(false);
    expect(liveTrackerState('/spor/live/overview/1', null, src).visible).toBe(false);
  });

  it('points at tracker/{feedId} under the site’s sportsbook API', () => {
    expect(trackerUrlFor('https://cdn.site.example/sb/v2/')(40_000_115)).toBe(
      'https://cdn.site.example/sb/v2/tracker/40000115',
    );
    expect(trackerUrlFor('https://cdn.site.example/sb')(7)).toBe(
      'https://cdn.site.example/sb/tracker/7',
    );
  });

  it('is 415 px high, 235 px on screens up to 991 px', () => {
    expect(liveTrackerHeight(1280)).toBe(415);
    expect(liveTrackerHeight(992)).toBe(415);
    expect(liveTrackerHeight(991)).toBe(235);
  });
});
