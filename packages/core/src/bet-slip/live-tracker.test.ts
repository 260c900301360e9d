import { describe, expect, it } from 'vitest';
import { liveTrackerHeight, liveTrackerState } from './live-tracker';

describe('live tracker', () => {
  it('shows for any URL containing /live with a feed id', () => {
    expect(liveTrackerState('/spor/live/overview/1', 7).visible).toBe(true);
    expect(liveTrackerState('https://site.test/spor/live/event-view/1/2?x=1', 7).src).toBe(
      '/sbapi/api/tracker/7',
    );
    expect(liveTrackerState('/spor/prematch', 7).visible).toBe(false);
    expect(liveTrackerState('/spor/live/overview/1', null).visible).toBe(false);
    expect(liveTrackerState('/live', 7, (id) => `https://tracker.example/${id}`).src).toBe(
      'https://tracker.example/7',
    );
  });

  it('is 415 px high, 235 px on screens up to 991 px', () => {
    expect(liveTrackerHeight(1280)).toBe(415);
    expect(liveTrackerHeight(992)).toBe(415);
    expect(liveTrackerHeight(991)).toBe(235);
  });
});
