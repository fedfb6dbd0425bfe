/**
 * Sign-up and log-in input rules, shared by the forms and the server so both say the same thing.
 */
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,31}$/;
/** Profile fields on /account (v3/acctchange), in characters. */
export const PROFILE_NAME_MAX = 50;
export const PROFILE_BIO_MAX = 300;

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters for your password.`);

export const usernameSchema = z
  .string()
  .trim()
  .regex(
    USERNAME_PATTERN,
    'Usernames are 2–32 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  );

export const signupInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    usernameSchema.optional(),
  ),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

/** `login` is an email or a username; `email` and `username` are accepted as its aliases. */
export const loginInputSchema = z
  .object({
    login: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z
      .string({ error: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(PASSWORD_MAX),
  })
  .transform(({ login, email, username, password }) => ({
    login: login || email || username || '',
    password,
  }))
  .refine((input) => input.login !== '', {
    message: 'Enter your email or username.',
    path: ['login'],
  });
