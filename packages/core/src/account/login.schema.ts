import * as v from 'valibot';

/** Spec 000 §5: login username required, 3 to 35; password required, 5 to 100. */
export const LOGIN_USERNAME_LENGTH = { min: 3, max: 35 } as const;
export const LOGIN_PASSWORD_LENGTH = { min: 5, max: 100 } as const;

export const loginSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.minLength(LOGIN_USERNAME_LENGTH.min, 'validation.tooShort'),
    v.maxLength(LOGIN_USERNAME_LENGTH.max, 'validation.tooLong'),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty('validation.required'),
    v.minLength(LOGIN_PASSWORD_LENGTH.min, 'validation.tooShort'),
    v.maxLength(LOGIN_PASSWORD_LENGTH.max, 'validation.tooLong'),
  ),
});

export type LoginValues = v.InferInput<typeof loginSchema>;
