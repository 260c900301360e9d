// The call-request area: the form of the side menu's "Call Request Form".

export {
  CALL_MESSAGE_LENGTH,
  CALL_NAME_LENGTH,
  CONTACT_TYPE_OPTIONS,
  CONTACT_VALUE_LENGTH,
  ContactType,
  MAX_CONTACTS,
  OFFERED_CONTACT_TYPES,
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
  callRequestText,
} from './call-request.messages';
export {
  buildCallRequestPayload,
  type CallRequestPayload,
  composeCallMessage,
} from './call-request.payload';
export {
  type CallRequestOutput,
  type CallRequestValues,
  type ContactRow,
  callRequestSchema,
  contactRowSchema,
} from './call-request.schema';
export { type CallRequestFlows, createCallRequestFlows } from './call-request-flows';
export type { CallRequestForm, ContactErrors } from './call-request-form';
