import type { Context } from 'hono';
import { localize } from '../../sportsbook/kit/localized';
import type { CasinoApp, CasinoRuntime } from '../casino.env';
import { findGame } from '../casino.env';
import { CATEGORIES } from '../catalog/categories';
import { providerById } from '../catalog/providers';
import { gameArtSvg, providerWordmarkSvg } from './game-art';
import { jackpotSvg, tileSvg } from './svg';
import { tilePng } from './tile-art';

/**
 * Images the server generates, addressed as `casino/assets/game/{code}.png` (raster game art)
 * and `casino/assets/{category|provider}/{id}.svg` under the mount base. Public: `<img>` sends no bearer token (nor x-locale, hence `?lang=en`).
 */
export function registerAssetRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  // Game art is raster (`{code}.png`, what the catalogue links), as operators serve it: the
  // provider's colours and a motif of the category (tile-art.ts). The SVG (`{code}.svg`) adds
  // the game's name (game-art.ts). A lobby shows hundreds of these at once.
  app.get('/casino/assets/game/:file', (c) => {
    const file = decodeURIComponent(c.req.param('file'));
    const game = findGame(rt, file.replace(/\.(png|svg)$/, ''));
    if (!game) return c.notFound();
    if (file.endsWith('.png')) {
      return c.body(tilePng(game), 200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=3600',
      });
    }
    return svg(c, gameArtSvg(game));
  });
  app.get('/casino/assets/category/:file', (c) => {
    const category = CATEGORIES.find((item) => String(item.id) === stripSvg(c.req.param('file')));
    return category
      ? svg(
          c,
          tileSvg(
            localize(category.name, c.req.query('lang') === 'en' ? 'en' : 'tr'),
            'Casino',
            `category-${category.id}`,
          ),
        )
      : c.notFound();
  });
  // The jackpot cards' derived art (`{jackpotAssetBase}egt/{sortName}/background.png|logo.png`).
  app.get('/casino/assets/jackpots/egt/:sort/:file', (c) => {
    const sort = c.req.param('sort');
    const part = c.req.param('file').replace(/\.(png|svg)$/, '');
    if (!/^[a-z0-9-]{1,40}$/.test(sort) || (part !== 'background' && part !== 'logo')) {
      return c.notFound();
    }
    return svg(c, jackpotSvg(sort, part));
  });
  app.get('/casino/assets/provider/:file', (c) => {
    const provider = providerById(Number(stripSvg(c.req.param('file'))));
    return provider ? svg(c, providerWordmarkSvg(provider)) : c.notFound();
  });
}

function stripSvg(file: string): string {
  return decodeURIComponent(file).replace(/\.svg$/, '');
}

function svg(c: Context, body: string): Response {
  return c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  });
}
