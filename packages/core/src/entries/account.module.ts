import { type AccountModule, createAccountFlows } from '../account/account-flows';
import { type CookiePort, documentCookies } from '../account/affiliate';
import {
  CALL_REQUEST_MESSAGE_KEYS,
  type CallRequestMessageKey,
} from '../account/call-request/call-request.messages';
import {
  type CallRequestModule,
  createCallRequestFlows,
} from '../account/call-request/call-request-flows';
import {
  createPaymentFlows,
  type PaymentFlowsOptions,
  type PaymentsModule,
} from '../account/payments/payment-flows';
import {
  PAYMENTS_MESSAGE_KEYS,
  type PaymentsMessageKey,
  type PaymentsValidationKey,
} from '../account/payments/payments.messages';
import type { SiteModule } from '../kernel/site-module';

export interface AccountModuleOptions {
  /** Where affiliate cookies (refId, partner, subid, source) are read. Default: document.cookie. */
  cookies?: CookiePort;
  /** Payments: `allowInsecureDepositUrls` for a dev server's http payment pages. */
  payments?: PaymentFlowsOptions;
}

export interface AccountApi {
  /** Register, phone verification (dialog and customer area), recovery, change password. */
  account: AccountModule;
  /** Deposit and withdraw dialogs built from server-defined fields. */
  payments: PaymentsModule;
  callRequest: CallRequestModule;
}

/** The keys of the account module's dialogs and forms: payments and the call request. */
export type AccountTextKey = PaymentsMessageKey | PaymentsValidationKey | CallRequestMessageKey;

/** Adds `site.account`, `site.payments` and `site.callRequest`. */
export function accountModule(
  options: AccountModuleOptions = {},
): SiteModule<'account', AccountApi, AccountTextKey> {
  return {
    name: 'account',
    textKeys: [...PAYMENTS_MESSAGE_KEYS, ...CALL_REQUEST_MESSAGE_KEYS],
    install(kernel) {
      const { http, session, toasts, dialogs, env } = kernel;
      const account = createAccountFlows({
        http,
        session,
        toasts,
        dialogs,
        clock: env.clock,
        storage: env.storage,
        trialBonusAmount: kernel.bootstrap.$trialBonusAmount,
        cookies: options.cookies ?? documentCookies,
      });
      const payments = createPaymentFlows(
        { http, toasts, dialogs, clock: env.clock, platform: env.platform },
        options.payments,
      );
      const callRequest = createCallRequestFlows({ http, toasts, dialogs, session });
      // A cash-out (another module) reloads the bet history, if it was ever loaded.
      const bets = account.history.bets;
      kernel.peers.provide('betHistory', {
        load: () => (bets.$state.get().status === 'idle' ? Promise.resolve() : bets.load()),
      });
      return { api: { account, payments, callRequest } };
    },
  };
}
