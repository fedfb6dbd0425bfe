/**
 * The Share menu of the public pages: plain links to the networks' share URLs (they work
 * without the script), plus "Copy link" and a Mastodon form that the page script drives
 * (the instance is remembered in localStorage `preferred-mastodon-instance`, docs/PRODUCT.md §9).
 */
import { html, type SafeHtml } from './html.js';

interface Network {
  name: string;
  href: (url: string, title: string) => string;
}

const enc = encodeURIComponent;

export const SHARE_NETWORKS: Network[] = [
  { name: 'Email', href: (url, title) => `mailto:?subject=${enc(title)}&body=${enc(url)}` },
  { name: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  {
    name: 'X',
    href: (url, title) => `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
  {
    name: 'Reddit',
    href: (url, title) => `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(title)}`,
  },
  {
    name: 'Bluesky',
    href: (url, title) => `https://bsky.app/intent/compose?text=${enc(`${title} ${url}`)}`,
  },
];

export function shareMenu(url: string, title: string): SafeHtml {
  const links = SHARE_NETWORKS.map(
    (network) =>
      html`<li>
        <a href="${network.href(url, title)}" target="_blank" rel="noopener noreferrer"
          >Share on ${network.name}</a
        >
      </li>`,
  );
  return html`<details class="share-menu">
    <summary class="button">Share</summary>
    <div class="share-panel">
      <button type="button" class="button" data-copy-url="${url}">Copy link</button>
      <ul class="share-links">
        ${links}
      </ul>
      <form class="mastodon-form" data-mastodon-share data-share-text="${`${title} ${url}`}">
        <label for="mastodon-instance">Your Mastodon server</label>
        <div class="inline-field">
          <input
            id="mastodon-instance"
            name="instance"
            type="text"
            inputmode="url"
            autocomplete="off"
            placeholder="mastodon.social"
            required
            maxlength="253"
          />
          <button type="submit" class="button">Share on Mastodon</button>
        </div>
      </form>
    </div>
  </details>`;
}
