import * as v from 'valibot';
import {
  matching,
  passwordSchema,
  recoveryCodeSchema,
  recoveryUsernameSchema,
} from './account-fields.schema';

/** Recovery step 1 (spec 000 §5): username 5 to 50. */
export const recoveryUsernameStepSchema = v.object({ username: recoveryUsernameSchema });

/** Recovery step 2: reset code 3 to 20. */
export const recoveryCodeStepSchema = v.object({ code: recoveryCodeSchema });

/** Recovery step 3: new password and confirmation, at least 5, equal. */
export const recoveryPasswordStepSchema = v.pipe(
  v.object({ password: passwordSchema, password2: passwordSchema }),
  matching('password', 'password2'),
);

export type RecoveryUsernameValues = v.InferInput<typeof recoveryUsernameStepSchema>;
export type RecoveryCodeValues = v.InferInput<typeof recoveryCodeStepSchema>;
export type RecoveryPasswordValues = v.InferInput<typeof recoveryPasswordStepSchema>;
