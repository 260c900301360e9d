import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyBootstrap } from '../../stories-support/fixtures';
import { renderWithSite } from '../../test/render-with-site';
import { HomeCarousel } from '../carousel/home-carousel';
import { PromotionsPage } from '../pages/promotions-page';
import { ImagePopup } from '../shell/image-popup';
import { PromotionDetail } from '../shell/promotion-detail';
import { ServerImage } from './server-image';

// URLs a CMS (or whoever took it over) can put in an image field: each would be fetched from
// another host, leaking the visitor's IP and the page they are on, or load mixed content.
const HOSTILE = [
  '//evil.test/a.png',
  '/\\evil.test/b.png',
  'http://evil.test/c.png',
  'https://evil.test/d.png',
  'javascript:alert(1)',
];

/** Every address the rendered tree would fetch images from. */
function imageAddresses(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img, source')].flatMap((node) =>
    ['src', 'srcset'].flatMap((name) => node.getAttribute(name) ?? []),
  );
}

const expectNoHostile = (container: HTMLElement) => {
  const addresses = imageAddresses(container).join(' ');
  expect(addresses).not.toMatch(/evil\.test|javascript:/);
};

const bootstrap = {
  ...storyBootstrap,
  sliderList: HOSTILE.map((url, index) => ({
    id: 900 + index,
    slug: 'home',
    title: `Slide ${index}`,
    url: '/promotions',
    order: index,
    images: [url, url, url],
  })),
  promotionList: HOSTILE.map((url, index) => ({
    id: index + 1,
    title: `Promo ${index}`,
    description: `<p>x</p><img src="${url}" alt="">`,
    url: '/promotions',
    images: [url, url],
  })),
  popup: { ...storyBootstrap.popup, images: { wide: HOSTILE[0], medium: HOSTILE[1] } },
};

describe('server images go through the link policy', () => {
  it('carousel slides fetch nothing from another host, and keep their titles', () => {
    const { container } = renderWithSite(<HomeCarousel />, { bootstrap, width: 1280 });
    expectNoHostile(container);
    expect(screen.getByAltText('Slide 0')).toBeTruthy();
  });

  it('promotion cards, the promotion detail (and its HTML) and the popup too', async () => {
    const page = renderWithSite(<PromotionsPage />, { bootstrap });
    expectNoHostile(page.container);
    page.unmount();
    for (const id of ['1', '2', '3']) {
      const detail = renderWithSite(<PromotionDetail id={id} />, { bootstrap });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expectNoHostile(detail.container);
      detail.unmount();
    }
    const popup = renderWithSite(<ImagePopup />, { bootstrap });
    expectNoHostile(popup.container);
  });

  it('loads same-origin images and the origins the site names, nothing else', () => {
    const site = createFullSite({ env: createTestEnv(), imageOrigins: ['https://cdn.test'] });
    const { container } = renderWithSite(
      <>
        <ServerImage src="/img/a.png" alt="a" />
        <ServerImage src="https://cdn.test/b.png" alt="b" />
        <ServerImage src="https://other.test/c.png" alt="c" />
        <ServerImage src="//cdn.test/d.png" alt="d" whenRefused="alt" />
      </>,
      { site },
    );
    const [first, second, ...rest] = imageAddresses(container);
    expect(first).toMatch(/\/img\/a\.png$/);
    expect(second).toBe('https://cdn.test/b.png');
    expect(rest).toEqual([]);
    expect(screen.getByAltText('d').hasAttribute('src')).toBe(false);
  });
});
