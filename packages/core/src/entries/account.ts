// @site/core/account: register, phone verification, recovery, password, payments, call request.
export * from '../account';
export * from '../account/call-request';
export * from '../account/payments';
export {
  type AccountApi,
  type AccountModuleOptions,
  type AccountTextKey,
  accountModule,
} from './account.module';
