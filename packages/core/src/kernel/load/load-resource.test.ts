import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SiteError } from '../errors/site-error';
import { loadResource } from './load-resource';
import type { LoadState } from './load-state';

interface ListState extends LoadState {
  items: string[];
}

/** A resource whose calls the test answers one by one. */
function setup() {
  const $state = atom<ListState>({ status: 'idle', items: [] });
  const calls: { key: string; answer(items: string[]): void; fail(error: unknown): void }[] = [];
  const resource = loadResource($state, {
    fetch: (key: string) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ key, answer: resolve, fail: reject });
      }),
    ready: (state, items) => ({ ...state, status: 'ready', items }),
  });
  return { $state, calls, resource };
}

describe('loadResource (the one load helper)', () => {
  it('goes idle → loading → ready with the answer', async () => {
    const { $state, calls, resource } = setup();
    expect($state.get()).toEqual({ status: 'idle', items: [] });
    const done = resource.load('a');
    expect($state.get().status).toBe('loading');
    calls[0]?.answer(['x']);
    await done;
    expect($state.get()).toEqual({ status: 'ready', error: undefined, items: ['x'] });
  });

  it('a failed refresh keeps the last data and says why with the SiteError', async () => {
    const { $state, calls, resource } = setup();
    const first = resource.load('a');
    calls[0]?.answer(['x']);
    await first;
    const second = resource.reload('a');
    calls[1]?.fail(new SiteError('network', 'errors.network'));
    await second;
    expect($state.get().status).toBe('failed');
    expect($state.get().error).toBeInstanceOf(SiteError);
    expect($state.get().error?.code).toBe('network');
    expect($state.get().items).toEqual(['x']);
    // A thrown non-SiteError becomes one too (a bug, not a crash of the store).
    const third = resource.reload('a');
    calls[2]?.fail(new TypeError('boom'));
    await third;
    expect($state.get().error?.code).toBe('bug');
  });

  it('a load of the key on its way joins that call: one request', async () => {
    const { $state, calls, resource } = setup();
    const first = resource.load('a');
    const second = resource.load('a');
    expect(calls).toHaveLength(1);
    calls[0]?.answer(['x']);
    await Promise.all([first, second]);
    expect($state.get().items).toEqual(['x']);
    // Once answered, the next load sends again.
    void resource.load('a');
    expect(calls).toHaveLength(2);
  });

  it('another key, or a reload, sends a new call and only the latest answer is written', async () => {
    const { $state, calls, resource } = setup();
    const old = resource.load('a');
    const newer = resource.load('b');
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    calls[1]?.answer(['b']);
    await newer;
    calls[0]?.answer(['a']); // the slow answer for the old key
    await old;
    expect($state.get().items).toEqual(['b']);

    const superseded = resource.reload('b');
    const fresh = resource.reload('b');
    expect(calls).toHaveLength(4);
    calls[3]?.answer(['fresh']);
    calls[2]?.fail(new SiteError('network', 'errors.network'));
    await Promise.all([superseded, fresh]);
    expect($state.get()).toMatchObject({ status: 'ready', items: ['fresh'] });
  });

  it('reset sets the given state and drops the answer of a call on its way', async () => {
    const { $state, calls, resource } = setup();
    const done = resource.load('a');
    resource.reset({ status: 'idle', items: [] });
    calls[0]?.answer(['previous player']);
    await done;
    expect($state.get()).toEqual({ status: 'idle', items: [] });
    // The reset call is no longer joined: the next load sends.
    void resource.load('a');
    expect(calls).toHaveLength(2);
  });
});
