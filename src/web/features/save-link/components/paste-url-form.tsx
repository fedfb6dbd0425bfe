import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateSaveUrl } from '../../../../common/url-rules.js';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SAVE_REQUESTED } from '../state/save-permission';
import { saveAddress } from '../state/save-target';
import styles from './save-link.module.css';

/**
 * "Paste a link": shown when the address had no URL or a refused one. A valid URL goes to the
 * /save address for it, which saves it at once; an invalid one shows the save rule under the field.
 */
export function PasteUrlForm({ popup }: { popup: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateSaveUrl(value);
    if (!checked.ok) {
      setError(checked.reason);
      return;
    }
    // The user asked for this save here: it goes at once (state/save-permission.ts).
    void navigate(saveAddress(checked.url, { popup }), { state: SAVE_REQUESTED });
  };

  return (
    <form className={styles.pasteForm} onSubmit={onSubmit} noValidate aria-label="Save a link">
      <TextField
        label="Link to save"
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://example.com/article"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" icon={<BookmarkPlus size={16} aria-hidden />}>
        Save
      </Button>
    </form>
  );
}
