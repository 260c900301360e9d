export { flushMicrotasks } from './flush';
export { createManualClock, type ManualClock } from './manual-clock';
export {
  createRouteFetch,
  fail,
  ok,
  type RecordedRequest,
  type RouteFetch,
  type RouteHandler,
  status,
} from './route-fetch';
export { createTestEnv, type TestEnv, type TestPlatform } from './test-env';
export {
  checkWireAnswer,
  checkWireData,
  type WireCall,
  type WireCaller,
  wireCalls,
  wireSchemas,
} from './wire-contract';
