import type { BootstrapContributor, BootstrapSettings } from '../cms/bootstrap';
import type { DevControl } from '../control';
import type { DomainModule } from '../domain-module';
import { historyRoutes } from '../history/history.routes';
import { paymentPageRoutes } from '../pages/payment-page.routes';
import type { PaymentLedger } from '../payments/payment-ledger';
import { protectionRoutes } from '../protection/protection.routes';
import { accountRoutes } from '../routes/account.routes';
import type { CallRequest } from '../routes/call-request.routes';
import { profileRoutes } from '../routes/profile.routes';

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
 * requests, payments), the history and profile extensions, plus the stand-in payment page, mounted like the sportsbook and casino.
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
      // Extensions: the dashboard's history pages and Personal Information (docs/api.md).
      app.route('/api', historyRoutes(ctx, parts.ledger));
      app.route('/api', profileRoutes(ctx));
      // Extension: player protection (docs/protection.md).
      app.route('/api', protectionRoutes(ctx));
      app.route('/', paymentPageRoutes(parts.ledger));
      return { control: parts.control, stop: () => parts.ledger.stop() };
    },
  };
}
