import { type ComponentType, lazy, Suspense } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import type { DialogRenderers } from '../dialogs/dialog-renderer';
import { LoginForm } from '../login/login-form';

/** Loads one named component of a module when it is first rendered. */
const lazyNamed = <TModule,>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
) => lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * A dialog body loaded when its dialog first opens: the forms behind a click (register,
 * payments, call request…) stay out of the site's first page. Login, the most used, is eager.
 */
function Deferred({ body: Body }: { body: ComponentType }) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <Body />
    </Suspense>
  );
}

function DialogLoading() {
  const { LL } = useI18nContext();
  return (
    <p className="site-loading" role="status">
      <span className="site-spinner" aria-hidden="true" />
      {LL.fields.loading()}
    </p>
  );
}

const RegisterDialog = lazyNamed(
  () => import('./register/register-dialog'),
  (m) => m.RegisterDialog,
);
const RecoveryDialog = lazyNamed(
  () => import('./recovery/recovery-dialog'),
  (m) => m.RecoveryDialog,
);
const ChangePasswordForm = lazyNamed(
  () => import('./password/change-password-form'),
  (m) => m.ChangePasswordForm,
);
const PhoneVerificationDialog = lazyNamed(
  () => import('./phone/phone-verification-dialog'),
  (m) => m.PhoneVerificationDialog,
);
const SmsVerificationDialog = lazyNamed(
  () => import('./phone/sms-verification-dialog'),
  (m) => m.SmsVerificationDialog,
);
const CallRequestForm = lazyNamed(
  () => import('./call-request/call-request-form'),
  (m) => m.CallRequestForm,
);
const PaymentDialogView = lazyNamed(
  () => import('./payments/payment-dialog-view'),
  (m) => m.PaymentDialogView,
);
const DepositSheet = lazyNamed(
  () => import('./payments/deposit-sheet'),
  (m) => m.DepositSheet,
);

const RealityCheckDialog = lazyNamed(
  () => import('./protection/reality-check-dialog'),
  (m) => m.RealityCheckDialog,
);

/** A payment dialog is titled by the chosen method (the core passes it as `title`). */
const methodTitle = (props: Record<string, unknown>) =>
  typeof props.title === 'string' && props.title ? props.title : undefined;

/** The account area's dialogs, rendered by DialogHost. */
export const accountDialogs: DialogRenderers = {
  login: { title: (LL) => LL.login.title(), render: () => <LoginForm /> },
  register: {
    title: (LL) => LL.register.title(),
    render: () => <Deferred body={RegisterDialog} />,
  },
  recovery: {
    title: (LL) => LL.recovery.title(),
    render: () => <Deferred body={RecoveryDialog} />,
  },
  changePassword: {
    title: (LL) => LL.changePassword.title(),
    render: () => <Deferred body={ChangePasswordForm} />,
  },
  phoneVerification: {
    title: (LL) => LL.phoneVerification.title(),
    render: () => <Deferred body={PhoneVerificationDialog} />,
  },
  smsVerification: {
    title: (LL) => LL.customerPhone.title(),
    render: () => <Deferred body={SmsVerificationDialog} />,
  },
  callRequest: {
    title: (LL) => LL.callRequest.title(),
    render: () => <Deferred body={CallRequestForm} />,
  },
  dynamicDeposit: {
    title: (LL, props) => methodTitle(props) ?? LL.payments.depositTitle(),
    render: () => <Deferred body={PaymentDialogView} />,
  },
  dynamicWithdraw: {
    title: (LL, props) => methodTitle(props) ?? LL.payments.withdrawTitle(),
    render: () => <Deferred body={PaymentDialogView} />,
  },
  deposit: {
    title: (LL) => LL.payments.depositTitle(),
    render: () => <Deferred body={DepositSheet} />,
  },
  // Opened only on a site with protectionModule() (player protection, an extension).
  realityCheck: {
    title: (LL) => LL.protection.reality.title(),
    render: () => <Deferred body={RealityCheckDialog} />,
  },
};
