export { type LimitPeriod, type PlayRefusal, playRefusalOf } from '../kernel/errors/play-refusal';
export { limitOrderProblem, parseLimitAmount } from './limit-input';
export { PROTECTION_MESSAGE_KEYS, type ProtectionMessageKey } from './protection.messages';
export {
  EXCLUSION_CHOICES,
  type ExclusionDuration,
  type ExclusionKind,
  type LimitChange,
  type LimitKind,
  type LimitState,
  type ProtectionModule,
  type ProtectionOutcome,
  type ProtectionSettings,
  type ProtectionState,
  REALITY_CHECK_CHOICES,
  type RealityCheck,
  type RealityCheckMinutes,
} from './protection.types';
