// @site/core/account: register, phone verification, recovery, password, payments, call request.
export * from '../account';
export * from '../call-request';
export { createFormModel } from '../forms/form-model';
// The forms' validation keys (also exported by @site/core/shell, the other module with forms).
export { VALIDATION_MESSAGE_KEYS } from '../i18n/text-keys';
export * from '../payments';
export {
  type AccountApi,
  type AccountModuleOptions,
  accountModule,
} from './account.module';
