import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import styles from './auth-card.module.css';

interface FieldErrors {
  login?: string | null;
  password?: string | null;
}

/** "Email or username" + "Password" → POST /api/auth/login. The page redirects once signed in. */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const serverError = login.error;
  const serverField = serverError?.field;
  const loginError =
    errors.login ??
    (serverField === 'login' || serverField === 'email' || serverField === 'username'
      ? serverError?.message
      : null);
  const passwordError =
    errors.password ?? (serverField === 'password' ? serverError?.message : null);
  const formError = serverError && !serverField ? serverError.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {
      login: values.login.trim() ? null : 'Enter your email or username.',
      password: values.password ? null : 'Enter your password.',
    };
    setErrors(next);
    if (next.login || next.password) return;
    login.mutate({ login: values.login.trim(), password: values.password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Email or username"
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.login}
        error={loginError}
        onChange={(e) => {
          setValues((v) => ({ ...v, login: e.target.value }));
          setErrors((er) => ({ ...er, login: null }));
        }}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={passwordError}
        onChange={(e) => {
          setValues((v) => ({ ...v, password: e.target.value }));
          setErrors((er) => ({ ...er, password: null }));
        }}
      />
      <Button type="submit" busy={login.isPending} fullWidth>
        Log in
      </Button>
    </form>
  );
}
