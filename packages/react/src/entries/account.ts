// @site/react/account: register, phone, recovery, password, payments and call-request UI.

export { accountDialogs } from '../components/account/account-dialogs';
export { CallRequestForm } from '../components/account/call-request/call-request-form';
export { ChangePasswordForm } from '../components/account/password/change-password-form';
export { DepositSheet } from '../components/account/payments/deposit-sheet';
export { PaymentDialogView } from '../components/account/payments/payment-dialog-view';
export { PaymentMethodPicker } from '../components/account/payments/payment-method-picker';
export {
  CustomerPhoneVerification,
  type CustomerPhoneVerificationProps,
} from '../components/account/phone/customer-phone-verification';
export { PersonalInformation } from '../components/account/phone/personal-information';
export { PhoneVerificationDialog } from '../components/account/phone/phone-verification-dialog';
export { PhoneVerificationSteps } from '../components/account/phone/phone-verification-steps';
export { SmsVerificationDialog } from '../components/account/phone/sms-verification-dialog';
export { RealityCheckDialog } from '../components/account/protection/reality-check-dialog';
export { ResponsibleGaming } from '../components/account/protection/responsible-gaming';
export { RecoveryDialog } from '../components/account/recovery/recovery-dialog';
export { CelebrationView } from '../components/account/register/celebration-view';
export { RegisterDialog } from '../components/account/register/register-dialog';
export { RegisterForm } from '../components/account/register/register-form';
export * from '../components/dashboard';
export { useAccountSite } from '../hooks/use-account-site';
export { useProtectionSite } from '../hooks/use-protection-site';
