import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { type AccountHistory, createAccountHistory } from './account-history';
import type { CookiePort } from './affiliate';
import { type ChangePasswordForm, createChangePasswordForm } from './change-password-form';
import { type CustomerPhoneVerification, createCustomerPhoneVerification } from './customer-phone';
import { createPhoneApi } from './phone-api';
import { createPhoneVerification, type PhoneVerification } from './phone-verification';
import { createProfile, type ProfileModel } from './profile';
import { createRecoveryFlow, type RecoveryFlow } from './recovery-flow';
import { createRegisterFlow, type RegisterFlow, type TrialBonusSource } from './register-flow';

export interface AccountFlowsDeps {
  http: HttpClient;
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  /** Local storage: the affiliate values (refId, partner, subid, source). */
  storage: KeyValueStorage;
  /** The bootstrap's trialBonusAmount (store or getter); 0 hides the trial-bonus checkbox. */
  trialBonusAmount: TrialBonusSource;
  /** Cookies for the affiliate values; default none. In a browser pass `documentCookies`. */
  cookies?: CookiePort;
}

/** The account forms of spec 000 besides login, each a headless model any front end drives. */
export interface AccountModule {
  register: RegisterFlow;
  /** Phone verification dialog (steps 1, 2, success), opened on its own. */
  phoneVerification: PhoneVerification;
  /** The customer-area variant (NotVerified, Verified, Update, VerificationCode pages). */
  customerPhone: CustomerPhoneVerification;
  recovery: RecoveryFlow;
  changePassword: ChangePasswordForm;
  /** The history pages behind the dashboard tiles (financial, games, sessions, bonuses, bets). */
  history: AccountHistory;
  /** The Personal Information page's details. */
  profile: ProfileModel;
}

export function createAccountFlows(deps: AccountFlowsDeps): AccountModule {
  const { http, session, toasts, dialogs, clock } = deps;
  const phoneApi = createPhoneApi(http);
  const register = createRegisterFlow({ ...deps, phoneApi });
  const owner = () => session.$session.get().username ?? undefined;
  return {
    register,
    phoneVerification: createPhoneVerification({ phoneApi, session, toasts, dialogs }),
    customerPhone: createCustomerPhoneVerification({ phoneApi, session, toasts, dialogs, clock }),
    recovery: createRecoveryFlow({ http, toasts, dialogs, clock, openRegister: register.open }),
    changePassword: createChangePasswordForm({ http, toasts, dialogs }),
    history: createAccountHistory({ http, clock, owner }),
    profile: createProfile({ http, owner }),
  };
}
