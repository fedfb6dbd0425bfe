import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../lib/paths';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card used by the login and signup pages. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <Link to={paths.home} className={styles.brandLink} aria-label="Satchel home">
          <Logo />
        </Link>
      </header>
      <main className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
