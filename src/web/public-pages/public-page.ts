/**
 * The one small script of the server-rendered public pages (/share/…, /sharedlists/…): Save /
 * Saved toggles, Copy link, Mastodon sharing and the Report dialog (for the list or one item).
 * Plain DOM, no React; it talks to /graphql on the same origin with the session cookie (the
 * browser's Origin header passes the CSRF check). The page works without it, minus these buttons.
 * Its stylesheet, inlined by the server, carries the product's fonts (Inter, Literata from
 * @fontsource, served from this origin).
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './public-page.css';

const MASTODON_KEY = 'preferred-mastodon-instance';
const MAX_HOST_LENGTH = 253;

interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

async function callGraphQL<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as GraphQLBody<T>;
  if (body.errors?.length || !body.data) {
    throw new Error(body.errors?.[0]?.message ?? 'Something went wrong. Please try again.');
  }
  return body.data;
}

let statusTimer: number | undefined;
/** A short message in the page's live region (read by screen readers, shown as a toast). */
function announce(message: string): void {
  const status = document.getElementById('page-status');
  if (!status) return;
  status.textContent = message;
  window.clearTimeout(statusTimer);
  statusTimer = window.setTimeout(() => (status.textContent = ''), 4000);
}

// Checked against schema.graphql by `npm run gen` (the /* GraphQL */ marker).
const SAVE = /* GraphQL */ `
  mutation PublicPageSave($input: SavedItemUpsertInput!) {
    upsertSavedItem(input: $input) {
      id
    }
  }
`;
const UNSAVE = /* GraphQL */ `
  mutation PublicPageUnsave($id: ID!) {
    deleteSavedItem(id: $id)
  }
`;

async function toggleSave(button: HTMLButtonElement): Promise<void> {
  const { saveUrl = '', itemId = '', labelSave = 'Save', labelSaved = 'Saved' } = button.dataset;
  const label = button.querySelector('.save-label');
  button.disabled = true;
  try {
    if (itemId) {
      await callGraphQL(UNSAVE, { id: itemId });
      button.dataset.itemId = '';
      button.setAttribute('aria-pressed', 'false');
      if (label) label.textContent = labelSave;
      announce('Removed from your Saves.');
    } else {
      const data = await callGraphQL<{ upsertSavedItem: { id: string } }>(SAVE, {
        input: { url: saveUrl },
      });
      button.dataset.itemId = data.upsertSavedItem.id;
      button.setAttribute('aria-pressed', 'true');
      if (label) label.textContent = labelSaved;
      announce('Saved to your Saves.');
    }
  } catch (error) {
    announce(error instanceof Error ? error.message : String(error));
  } finally {
    button.disabled = false;
  }
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    announce('Copied to your clipboard!');
  } catch {
    announce('Your browser did not allow copying. Copy the address from the address bar.');
  }
}

/** "https://mastodon.social/" or "@me@mastodon.social" → "mastodon.social"; null if unusable. */
function instanceHost(raw: string): string | null {
  const host = raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^@?[^@/]+@/, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(host) && host.length <= MAX_HOST_LENGTH
    ? host
    : null;
}

function setUpMastodon(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="instance"]');
  if (!input) return;
  input.value = localStorage.getItem(MASTODON_KEY) ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const host = instanceHost(input.value);
    if (!host) {
      input.setCustomValidity('Enter your Mastodon server, e.g. mastodon.social');
      input.reportValidity();
      return;
    }
    input.setCustomValidity('');
    localStorage.setItem(MASTODON_KEY, host);
    const text = encodeURIComponent(form.dataset.shareText ?? '');
    window.open(`https://${host}/share?text=${text}`, '_blank', 'noopener,noreferrer');
  });
  input.addEventListener('input', () => input.setCustomValidity(''));
}

const REPORT = /* GraphQL */ `
  mutation PublicPageReport(
    $externalId: ID!
    $reason: ShareableListReportReason!
    $comment: String
  ) {
    reportShareableList(externalId: $externalId, reason: $reason, comment: $comment)
  }
`;
const REPORT_ITEM = /* GraphQL */ `
  mutation PublicPageReportItem(
    $externalId: ID!
    $reason: ShareableListReportReason!
    $comment: String
  ) {
    reportShareableListItem(externalId: $externalId, reason: $reason, comment: $comment)
  }
`;

function setUpReport(dialog: HTMLDialogElement): void {
  const steps = dialog.querySelectorAll<HTMLElement>('[data-step]');
  const show = (name: string) =>
    steps.forEach((step) => (step.hidden = step.dataset.step !== name));
  const form = dialog.querySelector<HTMLFormElement>('form[data-step="choose"]');
  const comment = dialog.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
  const counter = dialog.querySelector('[data-counter-for]');
  const error = dialog.querySelector('[data-report-error]');
  const reasonText = dialog.querySelector('[data-report-reason]');
  const send = dialog.querySelector<HTMLButtonElement>('[data-report-send]');
  const heading = dialog.querySelector('[data-report-heading]');
  const subjects = dialog.querySelectorAll('[data-report-subject]');
  if (!form || !comment || !send) return;
  const chosen = () => form.querySelector<HTMLInputElement>('input[name="reason"]:checked');
  const listTitle = subjects[0]?.textContent ?? '';
  /** The list item being reported (its externalId), or null for the list itself. */
  let item: string | null = null;

  document.querySelectorAll<HTMLButtonElement>('[data-report-open]').forEach((opener) =>
    opener.addEventListener('click', () => {
      item = opener.dataset.reportItem ?? null;
      if (heading) heading.textContent = item ? 'Report this item' : 'Report this list';
      subjects.forEach(
        (subject) => (subject.textContent = item ? (opener.dataset.reportTitle ?? '') : listTitle),
      );
      form.reset();
      if (counter) counter.textContent = `0 / ${comment.maxLength}`;
      show('choose');
      dialog.showModal();
    }),
  );
  dialog
    .querySelectorAll('[data-report-cancel]')
    .forEach((button) => button.addEventListener('click', () => dialog.close()));
  dialog.querySelector('[data-report-back]')?.addEventListener('click', () => show('choose'));
  comment.addEventListener('input', () => {
    if (counter) counter.textContent = `${comment.value.length} / ${comment.maxLength}`;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const reason = chosen();
    if (!reason) return;
    if (reasonText) reasonText.textContent = reason.parentElement?.textContent?.trim() ?? '';
    if (error) error.textContent = '';
    show('confirm');
    send.focus();
  });
  send.addEventListener('click', () => {
    const reason = chosen();
    if (!reason) return;
    send.disabled = true;
    callGraphQL(item ? REPORT_ITEM : REPORT, {
      externalId: item ?? dialog.dataset.externalId,
      reason: reason.value,
      comment: comment.value.trim() || null,
    })
      .then(() => {
        show('done');
        dialog.querySelector<HTMLButtonElement>('[data-step="done"] button')?.focus();
      })
      .catch((failure: unknown) => {
        if (error) error.textContent = failure instanceof Error ? failure.message : String(failure);
      })
      .finally(() => (send.disabled = false));
  });
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const save = target?.closest<HTMLButtonElement>('button[data-save-url]');
  if (save) return void toggleSave(save);
  const copy = target?.closest<HTMLButtonElement>('button[data-copy-url]');
  if (copy) return void copyLink(copy.dataset.copyUrl ?? location.href);
});
/** An image that failed to load: an empty thumbnail, or no preview image, not a broken icon. */
function hideBroken(image: HTMLImageElement): void {
  (image.closest('.preview-image') ?? image).classList.add('image-failed');
}
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) hideBroken(event.target);
  },
  true,
);
document.querySelectorAll('img').forEach((image) => {
  if (image.complete && image.naturalWidth === 0) hideBroken(image);
});
document.querySelectorAll<HTMLFormElement>('form[data-mastodon-share]').forEach(setUpMastodon);
const reportDialog = document.querySelector<HTMLDialogElement>('dialog#report-dialog');
if (reportDialog) setUpReport(reportDialog);
