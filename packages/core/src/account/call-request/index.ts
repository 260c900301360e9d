// The call-request area: the form of the side menu's "Call Request Form".

export {
  CALL_MESSAGE_LENGTH,
  CONTACT_TYPE_OPTIONS,
  ContactType,
  type OfferedContactType,
  placeholderKey,
  TIME_SLOTS,
  type TimeSlot,
} from './call-request.constants';
export {
  CALL_REQUEST_MESSAGE_KEYS,
  CALL_REQUEST_TEXTS,
  type CallRequestMessageKey,
  type CallRequestValidationKey,
} from './call-request.messages';
export type { CallRequestPayload } from './call-request.payload';
export type {
  CallRequestOutput,
  CallRequestValues,
  ContactRow,
} from './call-request.schema';
export {
  type CallRequestModule,
  createCallRequestFlows,
} from './call-request-flows';
export type { CallRequestForm, ContactErrors } from './call-request-form';
