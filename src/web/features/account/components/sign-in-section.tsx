/**
 * Sign-in: username, email and password, each a row with its current value and "Change", which
 * opens a small form asking for the new value and the current password. Request, then success
 * (the row closes and says what changed) or failure (the server's sentence next to its field).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AccountError, errorFor, formError } from '../api/account-request';
import { changeSignIn } from '../api/change-account';
import { currentSignInValue, SIGN_IN_FORMS, type Account, type SignInKind } from '../state/account';
import styles from './account.module.css';

export type ChangeSignIn = typeof changeSignIn;

interface RowProps {
  kind: SignInKind;
  account: Account;
  submit: ChangeSignIn;
  onChanged: (kind: SignInKind, value: string | null) => void;
}

/** Server fields that mean the new value, per form. */
const VALUE_FIELDS: Record<SignInKind, string[]> = {
  username: ['newusername', 'username'],
  email: ['newemail', 'email'],
  password: ['newpassword'],
};

export function SignInRow({ kind, account, submit, onChanged }: RowProps) {
  const form = SIGN_IN_FORMS[kind];
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [checks, setChecks] = useState<{ value?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setValue('');
    setPassword('');
    setChecks({});
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      value: form.check(value),
      password: password ? null : 'Enter your current password.',
    };
    setChecks(next);
    setFailure(null);
    if (next.value || next.password) return;
    setBusy(true);
    try {
      const result = await submit(kind, value, password);
      onChanged(kind, result);
      close();
      setDone(form.done(result ?? value));
    } catch (error) {
      setFailure(error);
      // A wrong password is retyped, not edited.
      if (error instanceof AccountError && error.field === 'password') setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const valueError = checks.value ?? errorFor(failure, ...VALUE_FIELDS[kind]);
  const passwordError = checks.password ?? errorFor(failure, 'password');
  const generalError = formError(failure, ...VALUE_FIELDS[kind], 'password');
  const titleId = `account-${kind}`;

  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <span id={titleId} className={styles.rowTitle}>
            {form.title}
          </span>
          <span className={styles.rowValue}>{currentSignInValue(kind, account)}</span>
        </div>
        {open ? null : (
          <Button
            variant="secondary"
            aria-label={`Change ${kind}`}
            onClick={() => {
              setDone(null);
              setOpen(true);
            }}
          >
            Change
          </Button>
        )}
      </div>
      {done && !open ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {open ? (
        <form
          className={styles.inlineForm}
          aria-label={`Change ${kind}`}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
        >
          {generalError ? (
            <p className={styles.formError} role="alert">
              {generalError}
            </p>
          ) : null}
          <TextField
            label={form.label}
            name={form.field}
            type={form.inputType}
            autoComplete={form.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={value}
            error={valueError}
            onChange={(e) => {
              setValue(e.target.value);
              setChecks((c) => ({ ...c, value: null }));
            }}
          />
          <TextField
            label="Current password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            hint={
              kind === 'password' ? 'Other devices and browsers will be signed out.' : undefined
            }
            onChange={(e) => {
              setPassword(e.target.value);
              setChecks((c) => ({ ...c, password: null }));
            }}
          />
          <div className={styles.formButtons}>
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              Save {kind}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

export interface SignInSectionProps {
  account: Account;
  onChanged: (kind: SignInKind, value: string | null) => void;
  submit?: ChangeSignIn;
}

export function SignInSection({ account, onChanged, submit = changeSignIn }: SignInSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="account-sign-in">
      <div className={styles.sectionHead}>
        <h2 id="account-sign-in" className={styles.sectionTitle}>
          Sign-in
        </h2>
      </div>
      <ul className={[styles.card, styles.rows].join(' ')}>
        {(['username', 'email', 'password'] as const).map((kind) => (
          <SignInRow
            key={kind}
            kind={kind}
            account={account}
            submit={submit}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </section>
  );
}
