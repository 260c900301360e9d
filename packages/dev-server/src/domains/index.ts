import type { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import type { DomainModule, MountedDomain } from '../domain-module';
import type { DevServerOptions } from '../options';
import {
  type AccountDomainControl,
  type AccountDomainParts,
  createAccountDomain,
} from './account.domain';
import { type CasinoDomainControl, casinoDomain } from './casino.domain';
import { type SportsbookDomainControl, sportsbookDomain } from './sportsbook.domain';

/** `server.domains`: each mounted domain's control, typed. */
export interface DevServerDomains {
  readonly sportsbook: SportsbookDomainControl;
  readonly casino: CasinoDomainControl;
  readonly account: AccountDomainControl;
}

export interface MountedDomains {
  controls: DevServerDomains;
  /** Hooks of every domain in mount order (timers, public paths, dev endpoints). */
  hooks: (MountedDomain & { name: string })[];
}

/**
 * Mounts the sportsbook and casino, then the account area, whose `cms/grouped` merges the
 * others' bootstrap parts.
 */
export function mountDomains(
  app: Hono<AppEnv>,
  ctx: ServerContext,
  options: DevServerOptions,
  account: Omit<AccountDomainParts, 'contributors'>,
): MountedDomains {
  const hooks: (MountedDomain & { name: string })[] = [];
  const mount = <Control>(module: DomainModule<Control>): Control => {
    const domain = module.mount(app, ctx, options);
    hooks.push({ name: module.name, ...domain });
    if (domain.control === undefined) throw new Error(`domain ${module.name} has no control`);
    return domain.control;
  };
  const sportsbook = mount(sportsbookDomain);
  const casino = mount(casinoDomain);
  const contributors = hooks.flatMap((m) => (m.bootstrap ? [m.bootstrap] : []));
  const accountControl = mount(createAccountDomain({ ...account, contributors }));
  return { controls: { sportsbook, casino, account: accountControl }, hooks };
}
