// @site/core/full: every module in one call, the setup of the main site.

import type { CasinoOptions } from '../casino/casino.types';
import { createSite, type SiteOptions } from '../kernel/create-site';
import type { AnySiteModule, Site } from '../kernel/site-module';
import { type AccountModuleOptions, accountModule } from './account.module';
import { casinoModule } from './casino.module';
import { type ShellModuleOptions, shellModule } from './shell.module';
import { type SportsbookModuleOptions, sportsbookModule } from './sportsbook.module';

export interface FullSiteOptions extends Omit<SiteOptions, 'modules'> {
  /** Casino: device (mobile opens the play modal), lobby URL, dev-only http game URLs. */
  casino?: CasinoOptions;
  /** Payments: `allowInsecureDepositUrls` for a dev server's http payment pages. */
  payments?: AccountModuleOptions['payments'];
  /** Where affiliate cookies (refId, partner, subid, source) are read. Default: document.cookie. */
  cookies?: AccountModuleOptions['cookies'];
  sportsbook?: SportsbookModuleOptions;
  /** Name, logo, licence, copyright year, providers, social links; default: today's. */
  brand?: ShellModuleOptions['brand'];
}

function fullModules(options: FullSiteOptions) {
  return [
    shellModule(options.brand ? { brand: options.brand } : {}),
    sportsbookModule(options.sportsbook),
    casinoModule(options.casino),
    accountModule({
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    }),
  ] as const;
}

/**
 * A site with every module: shell, sportsbook (with the bet slip), casino, account, plus the
 * `extraModules` given (e.g. `FullSite<[ReturnType<typeof protectionModule>]>`).
 */
export type FullSite<TExtra extends readonly AnySiteModule[] = readonly []> = Site<
  readonly [...ReturnType<typeof fullModules>, ...TExtra]
>;

/**
 * The one-call setup of the main site: the kernel with every module, plus `extraModules`
 * (e.g. `protectionModule()` from `@site/core/protection`), typed onto the site.
 */
export function createFullSite<TExtra extends readonly AnySiteModule[] = readonly []>(
  options: FullSiteOptions & { extraModules?: TExtra } = {},
): FullSite<TExtra> {
  const {
    casino: _casino,
    payments: _payments,
    cookies: _cookies,
    sportsbook: _sportsbook,
    brand: _brand,
    extraModules,
    ...kernel
  } = options;
  const extra = extraModules ?? ([] as const as unknown as TExtra);
  return createSite({ ...kernel, modules: [...fullModules(options), ...extra] as const });
}

export * from './account';
export * from './casino';
export { CORE_TEXT_KEYS, type CoreTextKey } from './core-text-keys';
export * from './shell';
export * from './sportsbook';
