/** Client-side checks: the shared account rules (src/common), so the form and server agree. */
import {
  emailSchema,
  PASSWORD_MIN,
  passwordSchema,
  usernameSchema,
} from '../../../../common/account-rules.js';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN;

/** Any of the shared string rules. */
interface Schema {
  safeParse: typeof passwordSchema.safeParse;
}

function firstIssue(schema: Schema, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not valid.');
}

export const checkEmail = (value: string) => firstIssue(emailSchema, value);
export const checkNewPassword = (value: string) => firstIssue(passwordSchema, value);
/** The username is optional: empty is fine. */
export const checkUsername = (value: string) =>
  value.trim() ? firstIssue(usernameSchema, value) : null;
