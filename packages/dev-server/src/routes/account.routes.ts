import { Hono } from 'hono';
import type { BootstrapContributor, BootstrapSettings } from '../cms/bootstrap';
import type { AppEnv, ServerContext } from '../context';
import type { PaymentLedger } from '../payments/payment-ledger';
import { authRoutes } from './auth.routes';
import { bonusRoutes } from './bonus.routes';
import { type CallRequest, callRequestRoutes } from './call-request.routes';
import { cmsRoutes } from './cms.routes';
import { customerRoutes } from './customer.routes';
import { paymentRoutes } from './payment.routes';
import { phoneRoutes } from './phone.routes';
import { recoveryRoutes } from './recovery.routes';
import { registerRoutes } from './register.routes';
import { userRoutes } from './user.routes';

export interface AccountRouteOptions {
  bootstrap: BootstrapSettings;
  contributors: readonly BootstrapContributor[];
  ledger: PaymentLedger;
  callRequests: CallRequest[];
}

/** Every /api/ route of spec 000 (account, shell, session, payments). */
export function accountRoutes(ctx: ServerContext, options: AccountRouteOptions) {
  const routes = new Hono<AppEnv>();
  routes.route('/', authRoutes(ctx));
  routes.route('/', registerRoutes(ctx, options.bootstrap));
  routes.route('/', recoveryRoutes(ctx));
  routes.route('/', userRoutes(ctx));
  routes.route('/', phoneRoutes(ctx));
  routes.route('/', customerRoutes(ctx));
  routes.route('/', bonusRoutes(ctx, options.bootstrap));
  routes.route(
    '/',
    cmsRoutes(ctx, { settings: options.bootstrap, contributors: options.contributors }),
  );
  routes.route('/', callRequestRoutes(ctx, options.callRequests));
  routes.route('/', paymentRoutes(ctx, options.ledger));
  return routes;
}
