import type { Affiliate } from './affiliate';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY_ID,
  type FastRegisterOutput,
  type FullRegisterOutput,
} from './register.schema';

/** The `auth/register` body of spec 000 §3. */
export interface RegisterPayload extends Affiliate {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  /** Full form only. */
  PersonalNo?: string;
  country: number;
  currencyId: number;
  /** year-month-day, full form only. */
  birthDate?: string;
  trialBonus: 0 | 1;
  password: string;
  password2: string;
  /** Fast form only. */
  isFast?: true;
}

export type RegisterInput =
  | { form: 'fast'; values: FastRegisterOutput }
  | { form: 'full'; values: FullRegisterOutput };

/**
 * Builds the payload from validated values. `trialBonusOffered` is false when the checkbox was
 * not shown (bootstrap amount 0): a hidden box can never request the bonus.
 */
export function buildRegisterPayload(
  input: RegisterInput,
  options: { affiliate: Affiliate; trialBonusOffered: boolean },
): RegisterPayload {
  const { values } = input;
  const payload: RegisterPayload = {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    country: DEFAULT_COUNTRY_ID,
    currencyId: DEFAULT_CURRENCY_ID,
    trialBonus: options.trialBonusOffered && values.trialBonus ? 1 : 0,
    password: values.password,
    password2: values.password2,
  };
  if (input.form === 'full') {
    const full = input.values;
    payload.PersonalNo = full.personalNo;
    payload.country = full.country;
    payload.birthDate = `${full.birthYear}-${full.birthMonth}-${full.birthDay}`;
  } else {
    payload.isFast = true;
  }
  return { ...payload, ...options.affiliate };
}
