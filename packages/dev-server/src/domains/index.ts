import type { DomainModule } from '../domain-module';
import { casinoDomain } from './casino.domain';
import { sportsbookDomain } from './sportsbook.domain';

/** The sportsbook and casino domains, mounted by every server instance. */
export const domainModules: readonly DomainModule[] = [
  sportsbookDomain as DomainModule,
  casinoDomain as DomainModule,
];
