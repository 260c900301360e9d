import { atom, onMount } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { watchedFlag } from './watched';

describe('watchedFlag', () => {
  it('is true while a listener is subscribed and false at once when the last one leaves', () => {
    const $store = atom(0);
    const watched = watchedFlag($store);
    expect(watched()).toBe(false);
    const first = $store.listen(() => {});
    const second = $store.subscribe(() => {});
    expect(watched()).toBe(true);
    first();
    expect(watched()).toBe(true);
    second();
    expect(watched()).toBe(false);
  });

  it('a read with nobody subscribed does not count as watching', () => {
    const $store = atom(0);
    const watched = watchedFlag($store);
    expect($store.get()).toBe(0);
    expect(watched()).toBe(false);
  });

  it('stays true when the store is read while it mounts (a loader that reads its own state)', () => {
    const $store = atom(0);
    onMount($store, () => {
      $store.set($store.get() + 1);
    });
    const watched = watchedFlag($store);
    const stop = $store.listen(() => {});
    expect(watched()).toBe(true);
    stop();
    expect(watched()).toBe(false);
  });
});
