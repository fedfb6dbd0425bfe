import { BookmarkPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SaveLinkLayout } from './save-link-layout';
import styles from './save-link.module.css';

/**
 * "Save this link?": the /save page when it may not save at once (another site sent the browser
 * here without a click, state/save-permission.ts). Nothing is sent until the user chooses Save.
 */
export function ConfirmSave({
  url,
  title,
  popup,
  onSave,
}: {
  url: string;
  title: string | undefined;
  popup: boolean;
  onSave: () => void;
}) {
  const navigate = useNavigate();
  return (
    <SaveLinkLayout documentTitle="Save this link? · Satchel" popup={popup}>
      <section className={styles.card} aria-labelledby="save-link-status">
        <div>
          <h1 id="save-link-status" className={styles.statusTitle}>
            Save this link?
          </h1>
          <p className={styles.statusDetail}>
            A page opened this link in Satchel for you. It is saved only if you choose Save.
          </p>
        </div>
        <div className={styles.item}>
          {title ? (
            <p className={styles.itemTitle} dir="auto">
              {title}
            </p>
          ) : null}
          <p className={styles.itemUrl} dir="auto">
            {url}
          </p>
        </div>
        <div className={styles.actions}>
          <Button icon={<BookmarkPlus size={16} aria-hidden />} onClick={onSave}>
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => (popup ? window.close() : void navigate('/saves'))}
          >
            Not now
          </Button>
        </div>
      </section>
    </SaveLinkLayout>
  );
}
