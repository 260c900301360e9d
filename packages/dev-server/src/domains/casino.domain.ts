import { type CasinoRoutes, createCasinoRoutes } from '../casino';
import type { DomainModule } from '../domain-module';
import { sharedDeps } from './shared-deps';

export type CasinoDomainControl = Pick<CasinoRoutes, 'games' | 'favoritesOf' | 'rename'>;

/** casino/* under /api, the stand-in game pages, and the casino part of cms/grouped. */
export const casinoDomain: DomainModule<CasinoDomainControl> = {
  name: 'casino',
  mount(app, ctx, options) {
    const { now, random, locale, identify, balance, playRefusal } = sharedDeps(ctx, 'casino');
    const publicBase =
      options.casino?.publicBase ??
      (options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/api/` : undefined);
    const casino = createCasinoRoutes(
      {
        now,
        random,
        locale,
        identify,
        balance,
        playRefusal,
        recordRound: (round) => ctx.activity.round(round),
      },
      { ...options.casino, ...(publicBase ? { publicBase } : {}) },
    );
    app.route('/api', casino.routes as never);
    return {
      control: { games: casino.games, favoritesOf: casino.favoritesOf, rename: casino.rename },
      bootstrap: (_origin, requestLocale) => casino.bootstrap(requestLocale),
      // Images and game pages load in <img> and iframes, which send no token.
      publicPaths: [/^\/api\/casino\/assets\//, /^\/api\/casino\/play\//],
    };
  },
};
