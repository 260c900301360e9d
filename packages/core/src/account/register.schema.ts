import * as v from 'valibot';
import {
  birthDaySchema,
  birthMonthSchema,
  birthYearSchema,
  countryIdSchema,
  emailSchema,
  matching,
  passwordSchema,
  personalNoSchema,
  personNameSchema,
  phoneSchema,
  registerUsernameSchema,
} from './account-fields.schema';

/** Türkiye: the default country of the register form (spec 000 §7, §9). */
export const DEFAULT_COUNTRY_ID = 235;
export const DEFAULT_CURRENCY_ID = 1;

const fastEntries = {
  name: personNameSchema,
  surname: personNameSchema,
  username: registerUsernameSchema,
  email: emailSchema,
  password: passwordSchema,
  password2: passwordSchema,
  phone: phoneSchema,
  trialBonus: v.boolean(),
};

/** Fast Register (tab 0): spec 000 §2 and §5. */
export const fastRegisterSchema = v.pipe(v.object(fastEntries), matching('password', 'password2'));

const fullEntries = {
  ...fastEntries,
  personalNo: personalNoSchema,
  birthDay: birthDaySchema,
  birthMonth: birthMonthSchema,
  birthYear: birthYearSchema,
  country: countryIdSchema,
};

/** Default Register (tab 1): the fast fields plus TC No, birth date boxes and country. */
export const fullRegisterSchema = v.pipe(v.object(fullEntries), matching('password', 'password2'));

export type FastRegisterValues = v.InferInput<typeof fastRegisterSchema>;
export type FullRegisterValues = v.InferInput<typeof fullRegisterSchema>;
export type FastRegisterOutput = v.InferOutput<typeof fastRegisterSchema>;
export type FullRegisterOutput = v.InferOutput<typeof fullRegisterSchema>;

export const EMPTY_FAST_REGISTER: FastRegisterValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  password: '',
  password2: '',
  phone: '',
  trialBonus: false,
};

export const EMPTY_FULL_REGISTER: FullRegisterValues = {
  ...EMPTY_FAST_REGISTER,
  personalNo: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  country: DEFAULT_COUNTRY_ID,
};
