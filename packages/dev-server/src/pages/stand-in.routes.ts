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
        title: `${name} (stand-in)`,
        lang: 'tr',
        body: `<h1>${escapeHtml(name)}</h1><p>Geliştirme sunucusunun ${escapeHtml(name)} yer tutucu sayfası.</p>${user ? `<p class="note">usercode ${escapeHtml(user)}</p>` : ''}`,
      }),
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  };
  routes.get('/stand-in/betco', area('Betco'));
  routes.get('/stand-in/betsy', area('Betsy'));
  return routes;
}
