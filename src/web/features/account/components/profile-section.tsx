/**
 * Profile: the avatar with Change / Remove, first and last name and the bio. The text fields
 * save themselves a second after the last keystroke and say "Saved" quietly; over-long values
 * show "Character Limit Exceeded" and are not sent.
 */
import { Check } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { updateProfile } from '../api/change-account';
import { BIO_MAX, profileOf, type Account, type Profile } from '../state/account';
import { AvatarField, type AvatarActions } from './avatar-field';
import styles from './account.module.css';
import { useProfileAutosave, type AutosaveState, type SaveProfile } from './use-profile-autosave';

export interface ProfileSectionProps {
  account: Account;
  /** Called with each saved profile (the page puts it in its caches). */
  onSaved: (profile: Profile) => void;
  onAvatarChanged: (url: string | null) => void;
  save?: SaveProfile;
  avatar?: AvatarActions;
}

const STATUS_TEXT: Record<AutosaveState, string> = {
  idle: '',
  waiting: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: '',
};

export function ProfileSection({
  account,
  onSaved,
  onAvatarChanged,
  save = updateProfile,
  avatar,
}: ProfileSectionProps) {
  const { draft, state, edit, fieldError, generalError } = useProfileAutosave(
    profileOf(account),
    save,
    onSaved,
  );
  const bioId = useId();
  const bioError = fieldError('description');
  const bioLength = [...draft.description].length;

  return (
    <section className={styles.section} aria-labelledby="account-profile">
      <div className={styles.sectionHead}>
        <h2 id="account-profile" className={styles.sectionTitle}>
          Profile
        </h2>
        <p className={styles.saveStatus} role="status">
          {state === 'saved' ? <Check size={14} aria-hidden /> : null}
          {STATUS_TEXT[state]}
        </p>
      </div>
      <div className={styles.card}>
        <AvatarField account={account} onChanged={onAvatarChanged} actions={avatar} />
        <div className={styles.profileFields}>
          <div className={styles.nameRow}>
            <TextField
              label="First name"
              name="first_name"
              autoComplete="given-name"
              value={draft.firstName}
              error={fieldError('firstName')}
              onChange={(e) => edit('firstName', e.target.value)}
            />
            <TextField
              label="Last name"
              name="last_name"
              autoComplete="family-name"
              value={draft.lastName}
              error={fieldError('lastName')}
              onChange={(e) => edit('lastName', e.target.value)}
            />
          </div>
          <div className={styles.textareaField}>
            <div className={styles.labelRow}>
              <label htmlFor={bioId} className={styles.label}>
                Bio
              </label>
              <span
                id={`${bioId}-count`}
                className={bioLength > BIO_MAX ? styles.counterOver : styles.counter}
              >
                {bioLength}/{BIO_MAX}
              </span>
            </div>
            <textarea
              id={bioId}
              name="bio"
              rows={4}
              className={styles.textarea}
              value={draft.description}
              placeholder="A line or two about you and what you read"
              aria-invalid={bioError ? true : undefined}
              aria-describedby={[`${bioId}-count`, bioError ? `${bioId}-error` : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(e) => edit('description', e.target.value)}
            />
            {bioError ? (
              <p id={`${bioId}-error`} className={styles.error} role="alert">
                {bioError}
              </p>
            ) : null}
          </div>
          {generalError ? (
            <p className={styles.formError} role="alert">
              {generalError}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
