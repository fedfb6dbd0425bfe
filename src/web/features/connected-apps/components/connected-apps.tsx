/**
 * /account/apps: the apps the user allowed through OAuth and their personal access tokens, each
 * with when it was allowed and last used, and "Disconnect" (confirmed first; the row goes at once).
 */
import { KeyRound, PlugZap, Unplug } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import layout from '../../../components/ui/page-layout.module.css';
import { relativeDate } from '../../../lib/relative-date';
import { useDisconnectApp } from '../api/disconnect-app';
import { useConnectedApps } from '../api/get-connected-apps';
import { appPermissions, appTitle, isUnnamedApp, type ConnectedApp } from '../state/connected-app';
import styles from './connected-apps.module.css';

function AppName({ app }: { app: ConnectedApp }) {
  if (!app.consumer_key || !isUnnamedApp(app))
    return <span className={styles.name}>{app.name}</span>;
  return (
    <span className={styles.name}>
      App <code className={styles.key}>{app.consumer_key}</code>
    </span>
  );
}

function AppRow({ app, onDisconnect }: { app: ConnectedApp; onDisconnect: () => void }) {
  const lastUsed = app.last_used_at ? relativeDate(Number(app.last_used_at)) : null;
  return (
    <li className={styles.row} aria-label={app.name}>
      <span className={styles.icon} aria-hidden="true">
        {app.consumer_key ? <PlugZap size={18} /> : <KeyRound size={18} />}
      </span>
      <div className={styles.text}>
        <AppName app={app} />
        <span className={styles.meta}>
          {app.consumer_key ? 'Allowed' : 'Created'} {relativeDate(Number(app.created_at))}
          {' · '}
          {lastUsed ? `Last used ${lastUsed}` : 'Never used'}
        </span>
        <ul className={styles.permissions} aria-label={`What ${app.name} can do`}>
          {appPermissions(app).map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" onClick={onDisconnect}>
        Disconnect
      </Button>
    </li>
  );
}

export function ConnectedApps() {
  const query = useConnectedApps();
  const disconnect = useDisconnectApp();
  const [confirming, setConfirming] = useState<ConnectedApp | null>(null);
  const apps = query.data ?? [];

  let body;
  if (query.isPending) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading connected apps">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={[styles.row, styles.skeleton].join(' ')} />
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title="We couldn't load your connected apps"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (apps.length === 0) {
    body = (
      <EmptyState icon={<Unplug size={28} aria-hidden />} title="No connected apps">
        <p>No apps are connected. When you allow an app, it shows here.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Connected apps">
        {apps.map((app) => (
          <AppRow key={app.id} app={app} onDisconnect={() => setConfirming(app)} />
        ))}
      </ul>
    );
  }

  return (
    <div className={[layout.page, styles.page].join(' ')}>
      <PageHeader
        eyebrow="Account"
        title="Connected apps"
        total={apps.length > 0 ? `${apps.length} app${apps.length === 1 ? '' : 's'}` : null}
      />
      <p className={styles.intro}>
        Each app can do only what is listed under it; none can see your email, change your account,
        import, export or follow feeds. Disconnect one you no longer use.
      </p>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        title="Disconnect this app?"
        confirmLabel="Disconnect"
        tone="danger"
        name="disconnect-app"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) disconnect.mutate(confirming.id);
          setConfirming(null);
        }}
      >
        <p>
          {confirming ? appTitle(confirming) : 'This app'} will no longer be able to read or change
          your saves. You can allow it again later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
