import type { BootstrapContributor, BootstrapSettings } from '../cms/bootstrap';
import type { DevControl } from '../control';
import type { DomainModule } from '../domain-module';
import { paymentPageRoutes } from '../pages/payment-page.routes';
import type { PaymentLedger } from '../payments/payment-ledger';
import { accountRoutes } from '../routes/account.routes';
import type { CallRequest } from '../routes/call-request.routes';

/** The account area's control: players, balances, SMS codes, notifications, payments. */
export type AccountDomainControl = DevControl;

export interface AccountDomainParts {
  bootstrap: BootstrapSettings;
  /** The other domains' parts of `cms/grouped` (mount this domain after them). */
  contributors: readonly BootstrapContributor[];
  ledger: PaymentLedger;
  callRequests: CallRequest[];
  control: DevControl;
}

/**
 * Spec 000 under /api (auth, register, recovery, user, phone, customer, bonus, cms, call
 * requests, payments) plus the stand-in payment page, mounted like the sportsbook and casino.
 * Its state (accounts, tokens, wallet, codes) lives in the server context, because the other
 * domains read the same players and balances.
 */
export function createAccountDomain(parts: AccountDomainParts): DomainModule<AccountDomainControl> {
  return {
    name: 'account',
    mount(app, ctx) {
      app.route(
        '/api',
        accountRoutes(ctx, {
          bootstrap: parts.bootstrap,
          contributors: parts.contributors,
          ledger: parts.ledger,
          callRequests: parts.callRequests,
        }),
      );
      app.route('/', paymentPageRoutes(parts.ledger));
      return { control: parts.control, stop: () => parts.ledger.stop() };
    },
  };
}
