import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv } from '../testing';
import { POPUP_SEEN_STORAGE_KEY } from './image-popup';

const popup = (hash: string, images: Record<string, string> = { wide: 'w', medium: 'm' }) => ({
  type: 'BOOTSTRAP_DATA',
  data: { popup: { id: 1, title: 'P', url: '/promotions', images, hash } },
});

function setup(storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  const site = createFullSite({ env });
  return { env, site };
}

describe('image popup', () => {
  it('shows once per content hash, remembered locally', () => {
    const { env, site } = setup();
    site.bootstrap.applyMessage(popup('h1'));
    expect(site.shell.imagePopup.$pending.get()?.hash).toBe('h1');
    expect(site.shell.imagePopup.showIfNew()).toBe(true);
    expect(site.dialogs.$dialog.get()).toEqual({ name: 'imagePopup', props: { hash: 'h1' } });
    expect(env.storage.getItem(POPUP_SEEN_STORAGE_KEY)).toBe('"h1"');
    expect(site.shell.imagePopup.$pending.get()).toBeNull();
    site.dialogs.closeAll();
    expect(site.shell.imagePopup.showIfNew()).toBe(false);
    expect(site.dialogs.$dialog.get()).toBeNull();

    // Next visit, same hash: not again.
    const next = setup(env.storage.snapshot());
    next.site.bootstrap.applyMessage(popup('h1'));
    expect(next.site.shell.imagePopup.showIfNew()).toBe(false);
    // A new hash shows again.
    next.site.bootstrap.applyMessage(popup('h2'));
    expect(next.site.shell.imagePopup.showIfNew()).toBe(true);
  });

  it('waits while another dialog is open, and shows once it closes', () => {
    const { env, site } = setup();
    site.bootstrap.applyMessage(popup('h1'));
    site.dialogs.open('login');
    expect(site.shell.imagePopup.showIfNew()).toBe(false);
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    expect(env.storage.getItem(POPUP_SEEN_STORAGE_KEY)).toBeNull();
    expect(site.shell.imagePopup.$pending.get()?.hash).toBe('h1');
    expect(site.shell.imagePopup.$ready.get()).toBeNull();
    site.dialogs.closeAll();
    expect(site.shell.imagePopup.$ready.get()?.hash).toBe('h1');
    expect(site.shell.imagePopup.showIfNew()).toBe(true);
    expect(site.shell.imagePopup.$ready.get()).toBeNull();
    expect(site.dialogs.$dialog.get()).toEqual({ name: 'imagePopup', props: { hash: 'h1' } });
  });

  it('shows nothing when there is no popup', () => {
    const { site } = setup();
    expect(site.shell.imagePopup.$pending.get()).toBeNull();
    expect(site.shell.imagePopup.showIfNew()).toBe(false);
  });

  it('is loading until images exist, then renders them', () => {
    const { site } = setup();
    site.bootstrap.applyMessage(popup('h1', {}));
    expect(site.shell.imagePopup.showIfNew()).toBe(true);
    expect(site.content.$popup.get()?.loading).toBe(true);
    site.bootstrap.applyMessage(popup('h1', { wide: 'w' }));
    expect(site.content.$popup.get()).toMatchObject({ loading: false, images: { wide: 'w' } });
  });
});
