/** QA panel: shows a normal, an error and an action toast through the app's toaster. */
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import styles from './qa-tools.module.css';

export function ToastTester() {
  return (
    <section className={styles.section} aria-labelledby="qa-toasts">
      <h3 id="qa-toasts" className={styles.sectionTitle}>
        Toasts
      </h3>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          onClick={() => showToast({ message: 'A normal toast from the QA tools.' })}
        >
          Normal toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast({ tone: 'error', message: 'An error toast from the QA tools.' })}
        >
          Error toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            showToast({
              message: 'An action toast from the QA tools.',
              action: {
                label: 'Undo',
                altText: 'Undo the QA test action',
                onAction: () => showToast({ message: 'The action ran.' }),
              },
            })
          }
        >
          Action toast
        </Button>
      </div>
    </section>
  );
}
