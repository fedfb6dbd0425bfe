/**
 * The Connect form of the options page and of the panel when not connected: the user types
 * their Satchel's address once; the background opens Satchel's consent page and keeps the token
 * (docs/EXTENSION.md, "Connect").
 */
import { originPattern, normaliseInstance } from '../lib/instance.js';
import { sendToBackground, type ConnectStatus } from '../lib/messages.js';
import { h, replaceContent } from './dom.js';

export interface ConnectFormOptions {
  instance: string | null;
  /** Why the user is here again (a revoked token), shown above the form. */
  reason: string | null;
  onConnected: () => void;
}

export function renderConnectForm(container: Element, options: ConnectFormOptions): void {
  const input = h('input', {
    id: 'instance',
    name: 'instance',
    type: 'text',
    inputmode: 'url',
    autocomplete: 'url',
    spellcheck: 'false',
    placeholder: 'satchel.example.com',
    required: true,
  });
  input.value = options.instance ?? '';
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const button = h('button', { type: 'submit' }, 'Connect');
  const showStatus = (connectStatus: ConnectStatus) => {
    status.textContent = connectStatus.message;
    status.dataset.state = connectStatus.state;
    button.disabled = connectStatus.state === 'waiting';
    if (connectStatus.state === 'connected') options.onConnected();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const checked = normaliseInstance(input.value);
    if (!checked.ok) {
      showStatus({ state: 'failed', message: checked.reason });
      return;
    }
    // Firefox asks the user for the instance's host; Chromium granted it at install.
    chrome.permissions
      .request({ origins: [originPattern(checked.origin)] })
      .catch(() => false)
      .then(async (granted) => {
        if (!granted) {
          showStatus({
            state: 'failed',
            message: 'The extension needs permission to talk to this address to save pages there.',
          });
          return;
        }
        showStatus({ state: 'waiting', message: 'Opening Satchel’s page…' });
        showStatus(
          await sendToBackground<ConnectStatus>({ type: 'connect', instance: input.value }),
        );
      })
      .catch((error: unknown) => showStatus({ state: 'failed', message: String(error) }));
  };
  chrome.storage.onChanged.addListener((changes, area) => {
    const change = changes.connectStatus;
    if (area === 'local' && change?.newValue) showStatus(change.newValue as ConnectStatus);
  });
  replaceContent(
    container,
    h(
      'form',
      { class: 'connect', onsubmit: onSubmit },
      h('h1', {}, 'Connect to your Satchel'),
      options.reason && h('p', { class: 'reason', role: 'alert' }, options.reason),
      h('label', { for: 'instance' }, 'Your Satchel’s address'),
      input,
      h(
        'p',
        { class: 'hint' },
        'Satchel opens a page where you allow this browser to save to your account. You can revoke it any time in Connected apps.',
      ),
      button,
      status,
    ),
  );
}
