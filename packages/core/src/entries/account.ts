// @site/core/account: register, phone verification, recovery, password, payments, call request.
export * from '../account';
export * from '../call-request';
export * from '../payments';
export {
  type AccountApi,
  type AccountModuleOptions,
  accountModule,
} from './account.module';
