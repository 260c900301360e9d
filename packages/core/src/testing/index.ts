// Storage keys and wire schemas, for tests that seed a storage or check what was stored; they
// are not part of the root API (see docs/architecture.md, API convention).

export { AFFILIATE_KEYS } from '../account/affiliate';
export { FAVORITES_STORAGE_KEY } from '../casino/casino-favorites.store';
export { bootstrapPatchSchema, bootstrapSchema } from '../kernel/bootstrap/bootstrap.schema';
export { BOOTSTRAP_STORAGE_KEY } from '../kernel/bootstrap/bootstrap.types';
export { headerValueSchema, isHeaderSafe } from '../kernel/http/header-value';
export { LOCALE_STORAGE_KEY } from '../kernel/i18n/locale';
export {
  ANONYMOUS_TOKEN_KEY,
  AUTH_DATA_KEY,
  authDataSchema,
} from '../kernel/session/session.types';
export { SLIP_SETTINGS_STORAGE_KEYS } from '../sportsbook/bet-slip/slip-settings';
export { oddChangeSchema } from '../sportsbook/odds-stream.types';
export { SPORTSBOOK_STORAGE_KEYS } from '../sportsbook/sportsbook.constants';
export { feedEvent, league, liveEvent } from './feed-fixtures';
export { flushMicrotasks } from './flush';
export { listenerCount } from './listener-count';
export { createManualClock, type ManualClock } from './manual-clock';
export {
  fail,
  ok,
  type RecordedRequest,
  type RouteFetch,
  type RouteHandler,
  status,
} from './route-fetch';
export { FULL_SITE_STORAGE_KEYS } from './storage-keys';
export { createTestEnv, type TestEnv, type TestPlatform } from './test-env';
export {
  checkWireAnswer,
  checkWireData,
  type WireCall,
  type WireCaller,
  wireCalls,
  wireSchemas,
} from './wire-contract';
