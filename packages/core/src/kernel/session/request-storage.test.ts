import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../testing';
import { createSite } from '../create-site';
import { createRequestStorage } from './request-storage';

const player = { token: 'tok-1', username: 'ayse', accessBetco: false };

describe('createRequestStorage', () => {
  it('restores the player a request carries, without a login event', () => {
    const storage = createRequestStorage({ authData: JSON.stringify(player) });
    const site = createSite({ env: { ...createTestEnv(), storage } });
    const events: unknown[] = [];
    site.session.on('logged-in', (data) => events.push(data));
    expect(site.session.$authData.get()?.username).toBe('ayse');
    expect(site.session.$session.get().hasLogin).toBe(true);
    expect(events).toEqual([]);
  });

  it('treats a missing or malformed session as a visitor', () => {
    for (const authData of [undefined, null, '', 'not json', '{"username":"no token"}']) {
      const site = createSite({
        env: { ...createTestEnv(), storage: createRequestStorage({ authData }) },
      });
      expect(site.session.$authData.get()).toBeNull();
    }
  });
});
