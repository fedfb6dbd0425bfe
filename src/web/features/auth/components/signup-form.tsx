import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSignup } from '../api/signup';
import styles from './auth-card.module.css';
import { checkEmail, checkNewPassword, checkUsername, MIN_PASSWORD_LENGTH } from './validation';

interface FieldErrors {
  email?: string | null;
  username?: string | null;
  password?: string | null;
}

/** "Email", "Username (optional)", "Password" → POST /api/auth/signup. */
export function SignupForm() {
  const signup = useSignup();
  const [values, setValues] = useState({ email: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const serverError = signup.error;
  const serverField = serverError?.field;
  const fieldError = (field: 'email' | 'username' | 'password') =>
    errors[field] ?? (serverField === field ? serverError?.message : null);
  const formError =
    serverError && (!serverField || serverField === 'login') ? serverError.message : null;

  const update = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => ({ ...er, [field]: null }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {
      email: checkEmail(values.email),
      username: checkUsername(values.username),
      password: checkNewPassword(values.password),
    };
    setErrors(next);
    if (next.email || next.username || next.password) return;
    const username = values.username.trim();
    signup.mutate({
      email: values.email.trim(),
      password: values.password,
      ...(username ? { username } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={fieldError('email')}
        onChange={(e) => update('email', e.target.value)}
      />
      <TextField
        label="Username (optional)"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={fieldError('username')}
        onChange={(e) => update('username', e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        error={fieldError('password')}
        onChange={(e) => update('password', e.target.value)}
      />
      <Button type="submit" busy={signup.isPending} fullWidth>
        Sign up
      </Button>
    </form>
  );
}
