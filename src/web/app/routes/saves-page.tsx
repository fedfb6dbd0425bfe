import { SaveUrlForm, SavesList, UNREAD_VIEW } from '../../features/saves';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title';

/** `/saves`: the unread list, newest first, with the "Save a URL" form on top. */
export function SavesPage() {
  useDocumentTitle('Saves');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Saves</h1>
      </header>
      <section className={styles.saveForm} aria-label="Save a URL">
        <SaveUrlForm />
      </section>
      <SavesList view={UNREAD_VIEW} />
    </div>
  );
}
