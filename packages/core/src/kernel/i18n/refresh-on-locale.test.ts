import { atom, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshOnLocaleChange } from './refresh-on-locale';

function holding(loadsOnWatch = false) {
  const $store = atom<string[]>([]);
  const refresh = vi.fn();
  return { $store, refresh, loadsOnWatch };
}

describe('refreshOnLocaleChange: server names follow the language', () => {
  afterEach(() => vi.useRealTimers());

  it('re-fetches a watched holding at once on a change of language', () => {
    const $locale = atom('tr');
    const slip = holding();
    refreshOnLocaleChange($locale, [slip]);
    const stop = slip.$store.listen(() => {});
    $locale.set('en');
    expect(slip.refresh).toHaveBeenCalledTimes(1);
    $locale.set('tr');
    expect(slip.refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('re-fetches an unwatched holding once, when it is next watched', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const $locale = atom('tr');
    const slip = holding();
    refreshOnLocaleChange($locale, [slip]);
    slip.$store.listen(() => {})();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY); // nanostores unmounts a second after
    $locale.set('en');
    $locale.set('tr');
    $locale.set('en');
    expect(slip.refresh).not.toHaveBeenCalled(); // nothing is fetched for no one
    const stop = slip.$store.listen(() => {});
    expect(slip.refresh).toHaveBeenCalledTimes(1);
    stop();
    const again = slip.$store.listen(() => {});
    expect(slip.refresh).toHaveBeenCalledTimes(1); // no change since: no fetch
    again();
  });

  it('leaves a holding that loads on every watch to its own load', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const $locale = atom('tr');
    const myBets = holding(true);
    refreshOnLocaleChange($locale, [myBets]);
    $locale.set('en');
    const stop = myBets.$store.listen(() => {});
    expect(myBets.refresh).not.toHaveBeenCalled();
    $locale.set('tr');
    expect(myBets.refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a store still mounted in the unmount delay as watched (a quick remount shows it)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const $locale = atom('tr');
    const slip = holding();
    refreshOnLocaleChange($locale, [slip]);
    slip.$store.listen(() => {})();
    $locale.set('en');
    expect(slip.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed re-fetch to the store (no unhandled rejection)', async () => {
    const $locale = atom('tr');
    const $store = atom<string[]>([]);
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    refreshOnLocaleChange($locale, [{ $store, refresh }]);
    const stop = $store.listen(() => {});
    $locale.set('en');
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops following the language once disposed', () => {
    const $locale = atom('tr');
    const slip = holding();
    const dispose = refreshOnLocaleChange($locale, [slip]);
    const stop = slip.$store.listen(() => {});
    dispose();
    $locale.set('en');
    expect(slip.refresh).not.toHaveBeenCalled();
    stop();
  });
});
