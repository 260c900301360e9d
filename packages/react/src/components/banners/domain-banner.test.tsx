import { ok } from '@site/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyBootstrap } from '../../stories-support/fixtures';
import { renderWithSite } from '../../test/render-with-site';
import { DomainBanner } from './domain-banner';

describe('DomainBanner placement', () => {
  it('takes its place in the header when known at the first render (cached bootstrap)', () => {
    renderWithSite(<DomainBanner />, { bootstrap: storyBootstrap });
    const banner = screen.getByTestId('domain-banner');
    expect(banner.textContent).toContain('ornekbahis513.com');
    expect(banner.hasAttribute('data-placement')).toBe(false);
    // In the header's flow it covers nothing, so there is nothing to close.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lays over the page when it arrives after the first paint, so nothing moves', async () => {
    const { site } = renderWithSite(<DomainBanner />, {
      routes: { 'GET /api/cms/grouped': () => ok(storyBootstrap) },
    });
    expect(screen.queryByTestId('domain-banner')).toBeNull();
    // As the site's start-up does: start, then the first `cms/grouped` answer.
    await act(async () => {
      site.bootstrap.start();
      await site.bootstrap.refresh();
    });
    const banner = screen.getByTestId('domain-banner');
    expect(banner.textContent).toContain('ornekbahis513.com');
    expect(banner.getAttribute('data-placement')).toBe('over');
    // It covers a strip of the page, so the player can close it.
    fireEvent.click(screen.getByRole('button', { name: 'Adres duyurusunu kapat' }));
    expect(screen.queryByTestId('domain-banner')).toBeNull();
    expect(site.bootstrap.$domainBanner.get()).toBeNull();
  });
});
