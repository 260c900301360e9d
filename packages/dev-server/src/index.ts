export type { CasinoRenames } from './casino';
export type { AccountSummary, DevControl, NotificationKindName, NotifyInput } from './control';
export type { DevServer } from './create-dev-server';
export { createDevServer } from './create-dev-server';
export type { DevServerDomains } from './domains';
export type { AccountDomainControl } from './domains/account.domain';
export type { CasinoDomainControl } from './domains/casino.domain';
export type { SportsbookDomainControl } from './domains/sportsbook.domain';
export type {
  FaultRule,
  HttpFaultKind,
  HttpFaultRule,
  HubFaultKind,
  HubFaultRule,
  HubName,
} from './faults/fault.types';
export { parseFaultList, parseFaultSpec } from './faults/fault-spec';
export type { HistoryRows } from './history/history-rows';
export { DEFAULT_SITE_ORIGINS } from './http/site-origin';
export type { HubBroadcaster, HubServer, HubTarget } from './hubs/hub.types';
export type { DevServerOptions } from './options';
export type { Transaction } from './payments/payment-ledger';
export type { CallRequest } from './routes/call-request.routes';
export type { SportsbookRenames } from './sportsbook';
export type { RunningDevServer, StartDevServerOptions } from './start-dev-server';
export { startDevServer } from './start-dev-server';
export type { DemoAccount } from './state/accounts';
export { DEMO_ACCOUNTS } from './state/accounts';
export type { AuthData } from './state/auth-data';
export type { CodePurpose, IssuedCode } from './state/codes';
export type { NotificationDto } from './state/notifications';
export { NotificationKind } from './state/notifications';
export type { Timers } from './support/clock';
