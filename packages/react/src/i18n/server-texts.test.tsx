import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainBanner } from '../components/banners/domain-banner';
import { useDisplayText } from '../hooks/use-display-text';
import { storyBootstrap } from '../stories-support/fixtures';
import { renderWithSite } from '../test/render-with-site';
import { useI18nContext } from './i18n-react';
import { serverTextFor } from './server-texts';

function Texts() {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  return (
    <ul>
      <li data-testid="login">{LL.header.login()}</li>
      <li data-testid="slots">{text({ key: 'shell.menu.slots' })}</li>
      <li data-testid="network">{text({ key: 'errors.network' })}</li>
      <li data-testid="unknown">{text({ key: 'nope.nothing' as 'errors.network' })}</li>
    </ul>
  );
}

const withTranslations = (translationList: { key: string; value: string }[]) => ({
  bootstrap: { ...storyBootstrap, translationList },
});

describe('server texts over the shipped dictionary', () => {
  it('a server key equal to a dictionary path replaces that text', () => {
    renderWithSite(
      <Texts />,
      withTranslations([
        { key: 'header.login', value: 'Oturum Aç' },
        { key: 'shell.menu.slots', value: 'Slot Oyunları' },
      ]),
    );
    expect(screen.getByTestId('login').textContent).toBe('Oturum Aç');
    expect(screen.getByTestId('slots').textContent).toBe('Slot Oyunları');
    // Untouched keys keep the shipped text; unknown keys show themselves.
    expect(screen.getByTestId('network').textContent).toContain('Sunucuya ulaşılamadı');
    expect(screen.getByTestId('unknown').textContent).toBe('nope.nothing');
  });

  it('the server’s own keys map by alias: TOP_NOTIFY fills the domain banner', () => {
    renderWithSite(
      <DomainBanner />,
      withTranslations([{ key: 'TOP_NOTIFY', value: 'Yeni adres: {next} (şimdi {current})' }]),
    );
    expect(screen.getByTestId('domain-banner').textContent).toBe(
      'Yeni adres: ornekbahis513.com (şimdi ornekbahis512.com)',
    );
  });

  it('without server texts the shipped one shows', () => {
    renderWithSite(<DomainBanner />, withTranslations([]));
    expect(screen.getByTestId('domain-banner').textContent).toContain('Güncel adresimiz');
  });

  it('looks up exact keys before aliases', () => {
    expect(serverTextFor({ 'footer.age': 'a', FOOTER_AGE: 'b' }, 'footer.age')).toBe('a');
    expect(serverTextFor({ FOOTER_AGE: 'b' }, 'footer.age')).toBe('b');
    expect(serverTextFor({}, 'footer.age')).toBeUndefined();
  });
});
