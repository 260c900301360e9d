import { Hono } from 'hono';
import { popupArt } from '../cms/popup';
import { slides, slideVariants } from '../cms/sliders';
import { bannerSvg } from '../cms/svg-banner';
import type { AppEnv } from '../context';
import { parseLocale } from '../http/locale';
import { methodArt } from '../payments/payment-methods';

const svg = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });

/** Images the CMS data points at, generated on request (no token needed, like a CDN). */
export function assetRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/assets/slides/:id/:variant{[a-z]+\\.svg}', (c) => {
    const slide = slides.find((s) => s.id === Number(c.req.param('id')));
    const variant = slideVariants.find((v) => `${v.name}.svg` === c.req.param('variant'));
    if (!slide || !variant) return c.notFound();
    const locale = parseLocale(c.req.query('lang'));
    return svg(
      bannerSvg({
        title: slide.title[locale],
        subtitle: slide.subtitle[locale],
        hue: slide.hue,
        width: variant.width,
        height: variant.height,
      }),
    );
  });

  routes.get('/assets/popup/:revision/:variant{(wide|medium)\\.svg}', (c) => {
    const wide = c.req.param('variant') === 'wide.svg';
    const art = popupArt(parseLocale(c.req.query('lang')));
    return svg(bannerSvg({ ...art, width: wide ? 1200 : 600, height: wide ? 500 : 600 }));
  });

  routes.get('/assets/payment/:id{[0-9]+\\.svg}', (c) => {
    const art = methodArt(Number.parseInt(c.req.param('id'), 10), parseLocale(c.req.query('lang')));
    if (!art) return c.notFound();
    return svg(bannerSvg({ ...art, width: 240, height: 120 }));
  });

  return routes;
}
