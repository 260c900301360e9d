import type { CallRequestOutput } from './call-request.schema';

/** The `cms/callme` body of spec 000 §3. */
export interface CallRequestPayload {
  name: string;
  message: string;
  contacts: { type: number; contact: string }[];
}

/**
 * Username and time range are not fields of the call: they travel inside the message, in the
 * Turkish wording the call centre reads (spec 000 §3), whatever the interface language.
 */
export function composeCallMessage(
  values: Pick<CallRequestOutput, 'message' | 'username' | 'timeSlot'>,
) {
  return `Mesaj: ${values.message} | Kullanıcı adı: ${values.username} | Seçilen saat: ${values.timeSlot}`;
}

export function buildCallRequestPayload(values: CallRequestOutput): CallRequestPayload {
  return {
    name: values.name,
    message: composeCallMessage(values),
    contacts: values.contacts.map(({ type, contact }) => ({ type, contact })),
  };
}
