import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { escapeHtml, standInPage } from './html';

/** Stand-ins for the external betting areas the auth data links to (betco, betsy). */
export function standInRoutes() {
  const routes = new Hono<AppEnv>();
  const area = (name: string) => (c: { req: { query(key: string): string | undefined } }) => {
    const user = c.req.query('user') ?? '';
    return new Response(
      standInPage({
        title: name,
        lang: 'tr',
        // What a player sees inside the site's frame: no developer wording.
        body: `<h1>${escapeHtml(name)}</h1><p>${escapeHtml(name)} bahis alanına hoş geldiniz. Kuponlarınız ve bakiyeniz bu alanda ayrı tutulur.</p>${user ? `<p class="note">Müşteri no ${escapeHtml(user)}</p>` : ''}`,
      }),
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  };
  routes.get('/stand-in/betco', area('Betco'));
  routes.get('/stand-in/betsy', area('Betsy'));
  return routes;
}
