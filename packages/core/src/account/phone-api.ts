import * as v from 'valibot';
import type { Envelope } from '../kernel/http/envelope';
import type { HttpClient } from '../kernel/http/http-client';

/** `customer/updatephone`, spec 000 §7: step 1 sends a code (no code field), step 2 checks it. */
export interface PhoneApi {
  sendCode(phone: string): Promise<Envelope<unknown>>;
  verifyCode(phone: string, code: string): Promise<Envelope<unknown>>;
}

export function createPhoneApi(http: HttpClient): PhoneApi {
  return {
    sendCode: (phone) =>
      http.post('customer/updatephone', { step: 1, phone }, { schema: v.unknown() }),
    verifyCode: (phone, code) =>
      http.post('customer/updatephone', { step: 2, phone, code }, { schema: v.unknown() }),
  };
}
