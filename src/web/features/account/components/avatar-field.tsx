/**
 * The avatar (or the initial, as the account menu shows it) with "Change" (a file picker: PNG,
 * JPEG, GIF or WebP up to 5 MB, checked before anything is sent) and "Remove". Each goes
 * request, then success or failure (docs/PRODUCT.md §4 Account); a failure says why under the
 * buttons.
 */
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { removeAvatar, uploadAvatar } from '../api/set-avatar';
import { AVATAR_TYPES, avatarFileError, initialOf, type Account } from '../state/account';
import styles from './account.module.css';

export interface AvatarActions {
  upload: (file: File) => Promise<string | null>;
  remove: () => Promise<null>;
}

const REAL_ACTIONS: AvatarActions = { upload: uploadAvatar, remove: removeAvatar };

export interface AvatarFieldProps {
  account: Account;
  onChanged: (url: string | null) => void;
  actions?: AvatarActions | undefined;
}

type Busy = 'upload' | 'remove' | null;

export function AvatarField({ account, onChanged, actions = REAL_ACTIONS }: AvatarFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<string | null>) => {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      const url = await work();
      onChanged(url);
      setDone(kind === 'upload' ? 'Avatar updated' : 'Avatar removed');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The avatar could not be changed.');
    } finally {
      setBusy(null);
    }
  };

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      setDone(null);
      setError(problem);
      return;
    }
    void run('upload', () => actions.upload(file));
  };

  return (
    <div className={styles.avatarRow}>
      {account.avatarUrl ? (
        <img className={styles.avatar} src={account.avatarUrl} alt="Your avatar" />
      ) : (
        <span className={styles.avatar} role="img" aria-label="No avatar">
          <span aria-hidden="true">{initialOf(account)}</span>
        </span>
      )}
      <div className={styles.avatarText}>
        <span className={styles.label}>Avatar</span>
        <div className={styles.avatarButtons}>
          <Button
            variant="secondary"
            busy={busy === 'upload'}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
            aria-label={account.avatarUrl ? 'Change avatar' : 'Add avatar'}
          >
            {account.avatarUrl ? 'Change' : 'Add'}
          </Button>
          {account.avatarUrl ? (
            <Button
              variant="ghost"
              busy={busy === 'remove'}
              disabled={busy !== null}
              onClick={() => void run('remove', actions.remove)}
              aria-label="Remove avatar"
            >
              Remove
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept={AVATAR_TYPES.join(',')}
          tabIndex={-1}
          aria-label="Avatar image"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p className={styles.hint} role="status">
            {done ?? 'PNG, JPEG, GIF or WebP, up to 5 MB.'}
          </p>
        )}
      </div>
    </div>
  );
}
