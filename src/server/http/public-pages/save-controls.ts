/**
 * Save / Saved toggles for signed-in visitors and the sign-up prompts shown to everyone else.
 * The page script (src/web/public-pages/public-page.ts) turns the buttons into
 * upsertSavedItem / deleteSavedItem calls; `data-item-id` is the visitor's save, when there is one.
 */
import { html, type SafeHtml } from './html.js';
import { loginHref, signupHref } from './layout.js';

export function saveToggle(options: {
  url: string;
  /** The visitor's save of this URL, if any. */
  savedItemId: number | undefined;
  /** Read by screen readers after "Save", to tell the buttons of a list apart. */
  what: string;
  label?: { save: string; saved: string };
  primary?: boolean;
}): SafeHtml {
  const labels = options.label ?? { save: 'Save', saved: 'Saved' };
  const saved = options.savedItemId !== undefined;
  return html`<button
    type="button"
    class="button save-toggle${options.primary ? ' button-primary' : ''}"
    data-save-url="${options.url}"
    data-item-id="${saved ? String(options.savedItemId) : ''}"
    data-label-save="${labels.save}"
    data-label-saved="${labels.saved}"
    aria-pressed="${saved ? 'true' : 'false'}"
  >
    <span class="save-label">${saved ? labels.saved : labels.save}</span
    ><span class="visually-hidden"> ${options.what}</span>
  </button>`;
}

/** What a logged-out visitor sees instead of the Save and Report buttons. */
export function signupPrompt(message: string, returnPath: string): SafeHtml {
  return html`<aside class="signup-prompt" aria-label="Sign up">
    <p>${message}</p>
    <p class="signup-actions">
      <a class="button button-primary" href="${signupHref('public-page', returnPath)}"
        >Sign up for Satchel</a
      >
      <a class="button" href="${loginHref('public-page', returnPath)}">Log in to save</a>
    </p>
  </aside>`;
}
