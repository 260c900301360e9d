import type { Locale } from '@site/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../components/header/header';
import { SiteToaster } from '../components/toasts/site-toaster';
import type { Translations } from '../i18n/i18n-types';
import { loadedLocales } from '../i18n/i18n-util';
import { loadSiteTexts } from '../i18n/load-dictionary';
import { createStorySite } from '../stories-support/story-site';
import { renderWithSite } from '../test/render-with-site';

// The test setup loads both dictionaries (stories switch language at once): each test takes
// English out again, as a fresh page has it, and puts it back after.
let english: Translations;
beforeEach(() => {
  english = loadedLocales.en;
  delete (loadedLocales as Partial<typeof loadedLocales>).en;
});
afterEach(() => {
  loadedLocales.en = english;
});

/**
 * A loader the core's switch waits for besides the UI's dictionary, held until the test lets it
 * through or fails it: the switch's download as the player's slow or broken network has it.
 */
function holdSwitch(site: ReturnType<typeof createStorySite>) {
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('dictionary chunk failed'));
  });
  const loader = vi.fn((_locale: Locale) => gate);
  site.i18n.loadTextsWith(loader);
  return { loader, release, fail };
}

// The header holds the language switch and the login button.
const render = (site = createStorySite()) =>
  renderWithSite(
    <>
      <Header />
      <SiteToaster />
    </>,
    { site },
  );
const languageSelect = (label: 'Dil' | 'Language') => {
  const select = screen.getAllByLabelText(label)[0];
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
  return select;
};
const findLanguageSelect = async (label: 'Dil' | 'Language') => {
  await screen.findAllByLabelText(label);
  return languageSelect(label);
};
const loginButtons = (name: 'Giriş Yap' | 'Login') => screen.queryAllByRole('button', { name });

describe('SiteProvider: the second language loads when it is chosen', () => {
  it('starts in Turkish without loading English', async () => {
    const site = createStorySite({ locale: 'tr' });
    const held = holdSwitch(site);
    await loadSiteTexts(site);
    render(site);
    expect(languageSelect('Dil').value).toBe('tr');
    expect(loginButtons('Giriş Yap').length).toBeGreaterThan(0);
    await site.settled();
    expect(held.loader).not.toHaveBeenCalled();
    expect(loadedLocales.en).toBeUndefined();
  });

  it('shows English only once its dictionary is here, never a mix', async () => {
    const user = userEvent.setup();
    const site = createStorySite();
    const held = holdSwitch(site);
    render(site);
    await user.selectOptions(languageSelect('Dil'), 'en');
    expect(held.loader).toHaveBeenCalledWith('en');
    // Still all Turkish: the choice shows, busy, and nothing else changed.
    expect(languageSelect('Dil').value).toBe('en');
    expect(languageSelect('Dil').getAttribute('aria-busy')).toBe('true');
    expect(loginButtons('Giriş Yap').length).toBeGreaterThan(0);
    expect(loginButtons('Login')).toEqual([]);
    expect(site.i18n.$locale.get()).toBe('tr');
    await act(async () => held.release());
    const select = await findLanguageSelect('Language');
    expect(loadedLocales.en).toBeDefined();
    expect(select.value).toBe('en');
    expect(select.getAttribute('aria-busy')).toBe('false');
    expect(loginButtons('Login').length).toBeGreaterThan(0);
    expect(loginButtons('Giriş Yap')).toEqual([]);
  });

  it('keeps Turkish and says so in both languages when English fails to load', async () => {
    const user = userEvent.setup();
    const site = createStorySite();
    const held = holdSwitch(site);
    render(site);
    await user.selectOptions(languageSelect('Dil'), 'en');
    await act(async () => held.fail());
    expect(
      await screen.findByText(
        'Dil değiştirilemedi, sayfa Türkçe kaldı. Lütfen tekrar deneyin. (The language could not be changed; please try again.)',
      ),
    ).toBeTruthy();
    expect(languageSelect('Dil').value).toBe('tr');
    expect(languageSelect('Dil').getAttribute('aria-busy')).toBe('false');
    expect(loginButtons('Giriş Yap').length).toBeGreaterThan(0);
    expect(loginButtons('Login')).toEqual([]);
    expect(site.i18n.$locale.get()).toBe('tr');
  });

  it('loads English before the first render of a page that starts in it', async () => {
    const site = createStorySite({ locale: 'en' });
    await loadSiteTexts(site);
    expect(loadedLocales.en).toBeDefined();
    render(site);
    expect(languageSelect('Language').value).toBe('en');
    expect(loginButtons('Login').length).toBeGreaterThan(0);
  });

  it('renders nothing, not keys, until a dictionary that was not awaited arrives', async () => {
    const { container } = render(createStorySite({ locale: 'en' }));
    expect(container.innerHTML).toBe('');
    expect((await findLanguageSelect('Language')).value).toBe('en');
    expect(loginButtons('Login').length).toBeGreaterThan(0);
  });
});
