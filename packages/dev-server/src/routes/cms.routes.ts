import { Hono } from 'hono';
import {
  type BootstrapContributor,
  type BootstrapSettings,
  buildBootstrap,
} from '../cms/bootstrap';
import type { AppEnv, ServerContext } from '../context';
import { ok } from '../http/envelope';

/**
 * The script cms/coveryjs hands out. The client runs it before fingerprinting; this one only
 * records that it ran, so a test can see it.
 */
export const coveryScript = `(function(){var w=typeof window!=='undefined'?window:globalThis;w.__coveryLoaded=(w.__coveryLoaded||0)+1;})();`;

export interface CmsRouteOptions {
  settings: BootstrapSettings;
  contributors: readonly BootstrapContributor[];
}

/** cms/grouped (bootstrap) and cms/coveryjs; cms/callme is in call-request.routes.ts. */
export function cmsRoutes(ctx: ServerContext, options: CmsRouteOptions) {
  const routes = new Hono<AppEnv>();

  routes.get('/cms/grouped', (c) => {
    const origin = ctx.publicOrigin(c);
    const locale = c.get('locale');
    const bootstrap = buildBootstrap(origin, locale, options.settings);
    for (const contribute of options.contributors)
      Object.assign(bootstrap, contribute(origin, locale));
    return ok(c, bootstrap);
  });

  routes.get('/cms/coveryjs', (c) => ok(c, coveryScript));

  return routes;
}
