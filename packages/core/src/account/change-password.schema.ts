import * as v from 'valibot';
import { matching, passwordSchema } from './account-fields.schema';

/**
 * Change password (spec 000 §5): oldPassword, password and confirmPassword each required and at
 * least 5; password and confirmPassword equal (the mismatch shows on confirmPassword).
 */
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: passwordSchema,
    password: passwordSchema,
    confirmPassword: passwordSchema,
  }),
  matching('password', 'confirmPassword'),
);

export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>;
