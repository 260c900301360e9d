import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../kernel/i18n/locale';
import type { LiveTrackerState } from './bet-slip.types';
import { HIDDEN_LIVE_TRACKER } from './live-tracker';
import { localisedTrackerUrl, trackerInLanguage } from './tracker-locale';

describe('the live tracker follows the site’s language', () => {
  it('asks the tracker page in the language under the sportsbook API', () => {
    const url = localisedTrackerUrl('https://www.site.example/sbapi/api/');
    expect(url(7, 'en')).toBe('https://www.site.example/sbapi/api/tracker/7?lang=en');
    expect(localisedTrackerUrl()(7, 'tr')).toBe('/sbapi/api/tracker/7?lang=tr');
  });

  it('rebuilds the address on a language change and leaves a hidden tracker hidden', () => {
    const $tracker = atom<LiveTrackerState>({ visible: true, feedId: 7, src: 'old' });
    const $locale = atom<Locale>('tr');
    const $shown = trackerInLanguage($tracker, $locale, (feedId, locale) => `${feedId}/${locale}`);
    const stop = $shown.listen(() => {});
    expect($shown.get()).toEqual({ visible: true, feedId: 7, src: '7/tr' });
    $locale.set('en');
    expect($shown.get().src).toBe('7/en');
    $tracker.set(HIDDEN_LIVE_TRACKER);
    expect($shown.get()).toEqual(HIDDEN_LIVE_TRACKER);
    stop();
  });
});
