// @site/core/protection: deposit and loss limits, reality check, time-out, self-exclusion
// (player protection, an extension: docs/protection.md).
export * from '../protection';
export { type ProtectionApi, protectionModule } from './protection.module';
