/**
 * The options page: connect (or reconnect) to a Satchel, see which account this browser saves
 * to, disconnect, and see the queue of saves waiting for the instance.
 */
import { instanceLabel } from './lib/instance.js';
import { sendToBackground } from './lib/messages.js';
import { readSettings } from './lib/settings.js';
import { renderConnectForm } from './panel/connect-form.js';
import { h, replaceContent } from './panel/dom.js';

const root = document.getElementById('app')!;

async function render(): Promise<void> {
  const settings = await readSettings();
  const stored = await chrome.storage.local.get(['queue', 'queueLastDropped']);
  const queued = Array.isArray(stored.queue) ? stored.queue.length : 0;
  const dropped = stored.queueLastDropped as { url: string; reason: string } | undefined;
  const queueInfo = h(
    'section',
    { class: 'queue' },
    h('h2', {}, 'Waiting to be sent'),
    h(
      'p',
      {},
      queued === 0
        ? 'Nothing is waiting.'
        : `${queued} ${queued === 1 ? 'save is' : 'saves are'} queued and will be sent when ${instanceLabel(settings.instance ?? '')} can be reached.`,
    ),
    queued > 0 &&
      h(
        'button',
        {
          type: 'button',
          onclick: () => void sendToBackground({ type: 'flush-queue' }).then(render),
        },
        'Send now',
      ),
    dropped && h('p', { class: 'hint' }, `Last refused: ${dropped.url} (${dropped.reason})`),
  );
  if (!settings.connection) {
    const form = h('div');
    renderConnectForm(form, {
      instance: settings.instance,
      reason: settings.disconnectedReason,
      onConnected: () => void render(),
    });
    replaceContent(root, form, queueInfo);
    return;
  }
  const { instance, username } = settings.connection;
  replaceContent(
    root,
    h('h1', {}, 'Satchel'),
    h('p', { role: 'status' }, `Connected to ${instanceLabel(instance)} as ${username}.`),
    h(
      'button',
      {
        type: 'button',
        onclick: () => void sendToBackground({ type: 'disconnect' }).then(render),
      },
      'Disconnect',
    ),
    h(
      'p',
      { class: 'hint' },
      'Disconnecting forgets the token in this browser; revoke it in Satchel’s Connected apps to end it there too.',
    ),
    queueInfo,
  );
}

void render();
