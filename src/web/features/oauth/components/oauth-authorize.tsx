/**
 * The consent card of /auth/authorize: a third-party app (Pocket's OAuth, reference §3.2) asks
 * to use the visitor's Satchel; Allow or Deny sends the answer, then the browser goes to the
 * redirect URI the server stored for the request.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useVisitorUser } from '../../auth';
import { AuthCard } from '../../auth/forms';
import { useDecideOAuthRequest } from '../api/decide-oauth-request';
import { useOAuthRequest } from '../api/oauth-request';
import { authorizeView, permissionsOf } from '../state/authorize-view';
import type { AuthorizeProblem } from '../state/authorize-view';
import styles from './oauth-authorize.module.css';

const ASK_TITLE = 'Allow this app to use your Satchel?';

const PROBLEMS: Record<AuthorizeProblem, { title: string; body: string }> = {
  'not-found': {
    title: 'This authorization link is not valid',
    body: 'It may be incomplete or mistyped. Go back to the app and start signing in again.',
  },
  expired: {
    title: 'This request has expired',
    body: 'An authorization link works for 30 minutes. Go back to the app and start again.',
  },
  answered: {
    title: 'This request was already answered',
    body: 'Go back to the app to continue. To answer again, start signing in from the app.',
  },
};

function SignedInAs() {
  const user = useVisitorUser();
  const name = user?.username ?? user?.email;
  return name ? (
    <>
      Signed in as <strong>{name}</strong>
    </>
  ) : null;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title} footer={<SignedInAs />}>
      <div className={styles.body}>{children}</div>
    </AuthCard>
  );
}

function BackToSaves() {
  return (
    <p className={styles.links}>
      <Link to={paths.saves}>Go to your saves</Link>
    </p>
  );
}

/**
 * Who asks: a known app by name, with its key in small print and a caution, since any app can
 * send any key (docs/POCKET-COMPATIBILITY.md §3.2); any other app by its consumer key.
 */
function AppFact({ name, consumerKey }: { name: string | null; consumerKey: string }) {
  if (!name) {
    return (
      <div className={styles.fact}>
        <dt>Consumer key</dt>
        <dd>
          <code className={styles.key}>{consumerKey}</code>
        </dd>
      </div>
    );
  }
  return (
    <div className={styles.fact}>
      <dt>App</dt>
      <dd>
        <span className={styles.appName}>{name}</span>
        <small className={styles.smallPrint}>
          Consumer key <code className={styles.key}>{consumerKey}</code>
        </small>
        <small className={styles.smallPrint}>
          Only allow this if you just connected the Satchel extension yourself: any app can send
          this key.
        </small>
      </dd>
    </div>
  );
}

export function OAuthAuthorize({ code }: { code: string | null }) {
  const query = useOAuthRequest(code);
  const decide = useDecideOAuthRequest(code ?? '');
  const view = authorizeView({
    code,
    query: { status: query.status, data: query.data, error: query.error },
    decision: { status: decide.status, approve: decide.variables, error: decide.error },
  });
  const actionsRef = useRef<HTMLDivElement>(null);

  // The question is the point of the page: Allow takes the focus as soon as it is shown.
  const asking = view.kind === 'ask';
  useEffect(() => {
    if (asking) actionsRef.current?.querySelector('button')?.focus();
  }, [asking]);

  switch (view.kind) {
    case 'loading':
      return (
        <Card title={ASK_TITLE}>
          <p className={styles.status}>
            <Spinner size={20} label="Loading the request" />
            <span aria-hidden="true">Loading the request…</span>
          </p>
        </Card>
      );
    case 'problem': {
      const problem = PROBLEMS[view.problem];
      return (
        <Card title={problem.title}>
          <p className={styles.lead}>{problem.body}</p>
          <BackToSaves />
        </Card>
      );
    }
    case 'load-error':
      return (
        <Card title="We couldn’t load this request">
          <p className={styles.lead} role="alert">
            {view.message}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => void query.refetch()}
              busy={query.isFetching}
              icon={<RotateCw size={16} aria-hidden />}
            >
              Try again
            </Button>
          </div>
        </Card>
      );
    case 'sent':
      return (
        <Card title="Taking you back to the app">
          <p className={styles.status} role="status">
            <Spinner size={20} />
            <span>
              {view.approved ? 'You allowed this app.' : 'You denied this app.'} If nothing happens,
              you can close this page.
            </span>
          </p>
        </Card>
      );
    case 'ask': {
      const { request, destination, deciding, decisionError } = view;
      const choosing = decide.variables;
      return (
        <Card title={ASK_TITLE}>
          <p className={styles.lead}>An application wants to use your Satchel account.</p>
          <dl className={styles.facts}>
            <AppFact name={request.appName ?? null} consumerKey={request.consumerKey} />
            <div className={styles.fact}>
              <dt>It will be able to</dt>
              <dd>
                <ul className={styles.permissions} aria-label="It will be able to">
                  {permissionsOf(request).can.map((words) => (
                    <li key={words}>{words}.</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>It will not be able to</dt>
              <dd>
                <ul className={styles.permissions} aria-label="It will not be able to">
                  {permissionsOf(request).cannot.map((words) => (
                    <li key={words}>{words}.</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Next you will be sent to</dt>
              <dd>
                <span className={styles.destination}>{destination?.address ?? 'the app'}</span>
                {destination && !destination.web ? (
                  <span className={styles.hint}> (an app on this device)</span>
                ) : null}
              </dd>
            </div>
          </dl>
          {decisionError ? (
            <p className={styles.error} role="alert">
              {decisionError}
            </p>
          ) : null}
          <div className={styles.actions} ref={actionsRef}>
            <Button
              variant="primary"
              fullWidth
              busy={deciding && choosing === true}
              disabled={deciding}
              onClick={() => decide.mutate(true)}
            >
              Allow
            </Button>
            <Button
              variant="secondary"
              fullWidth
              busy={deciding && choosing === false}
              disabled={deciding}
              onClick={() => decide.mutate(false)}
            >
              Deny
            </Button>
          </div>
          <p className={styles.note}>Only allow apps you trust with your reading.</p>
        </Card>
      );
    }
  }
}
