/**
 * The German-language banner on Home (docs/PRODUCT.md §1), for visitors whose browser prefers
 * German: it offers German stories beside the English ones (`homeSlateLineup(locale: "de")`).
 * Once they are on, a short line lets the reader go back to English only.
 */
import { Languages } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { setHomeLocaleChoice } from '../state/home-locale';
import type { HomeLocaleChoice } from '../state/home-locale';
import styles from './german-banner.module.css';

export function GermanBanner({ choice }: { choice: HomeLocaleChoice }) {
  if (choice === 'en') return null;
  if (choice === 'de') {
    return (
      <p className={styles.note} lang="de">
        Du siehst deutsche und englische Empfehlungen.{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setHomeLocaleChoice('en')}
        >
          Nur englische anzeigen
        </button>
      </p>
    );
  }
  return (
    <section className={styles.banner} lang="de" aria-labelledby="home-german-banner">
      <Languages size={22} aria-hidden className={styles.icon} />
      <div className={styles.text}>
        <h2 id="home-german-banner" className={styles.title}>
          Empfehlungen auf Deutsch
        </h2>
        <p className={styles.body}>
          Möchtest du auf deiner Startseite auch deutschsprachige Artikel sehen?
        </p>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setHomeLocaleChoice('de')}>Ja, auf Deutsch</Button>
        <Button variant="ghost" onClick={() => setHomeLocaleChoice('en')}>
          Nein, danke
        </Button>
      </div>
    </section>
  );
}
