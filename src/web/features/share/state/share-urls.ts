/**
 * Where each share target of the social-share dialog sends a link (docs/PRODUCT.md §2 "Social-share
 * dialog"; docs/POCKET-COMPATIBILITY.md §4.3): the public "share" address of each network, with the
 * link and its title encoded. Every value goes through encodeURIComponent (not URLSearchParams), so
 * a space is %20 everywhere — mailto: bodies would otherwise show literal "+" signs.
 */

export type ShareNetwork = 'email' | 'facebook' | 'x' | 'linkedin' | 'reddit' | 'bluesky';

export interface ShareTarget {
  /** The address being shared (a share link or a public list). */
  url: string;
  /** What it is called, when known (a save's title, a list's title). */
  title?: string | null;
}

const enc = encodeURIComponent;

/** "Title https://…" (or the link alone): the text for networks that take one text field. */
export function shareText({ url, title }: ShareTarget): string {
  const name = title?.trim();
  return name ? `${name} ${url}` : url;
}

/** The address that opens `network`'s share screen (or the mail client) for `target`. */
export function shareUrlFor(network: ShareNetwork, target: ShareTarget): string {
  const { url } = target;
  const title = target.title?.trim() || null;
  switch (network) {
    case 'email': {
      const subject = title ?? 'A link for you';
      const body = title ? `${title}\n\n${url}` : url;
      return `mailto:?subject=${enc(subject)}&body=${enc(body)}`;
    }
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${enc(url)}${title ? `&text=${enc(title)}` : ''}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${enc(url)}${title ? `&title=${enc(title)}` : ''}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${enc(shareText(target))}`;
  }
}

/** Mastodon's share screen on the person's own instance (a checked host name). */
export function mastodonShareUrl(instance: string, target: ShareTarget): string {
  return `https://${instance}/share?text=${enc(shareText(target))}`;
}

export type InstanceResult = { ok: true; instance: string } | { ok: false; reason: string };

const MAX_HOST_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Reads what someone typed as their Mastodon instance: "mastodon.social",
 * "https://Mastodon.Social/", "mastodon.social/@alice" and "@alice@mastodon.social" all give
 * "mastodon.social". Only a public host name passes (labels of letters, digits and hyphens, a
 * top-level domain; no port, no IP address, no "localhost"), so the share opens a real site.
 */
export function parseMastodonInstance(input: string): InstanceResult {
  let value = input.trim().toLowerCase();
  if (!value) return { ok: false, reason: 'Enter your Mastodon instance, e.g. mastodon.social.' };
  // A handle: @user@host → host.
  const handle = /^@?[^@/\s]+@([^@/\s]+)$/.exec(value);
  if (handle?.[1]) value = handle[1];
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#]/, 1)[0] ?? '';
  value = value.replace(/\.$/, '');
  const invalid = {
    ok: false as const,
    reason: 'That is not an instance address. Enter a host name such as mastodon.social.',
  };
  if (!value || value.length > MAX_HOST_LENGTH || /[^a-z0-9.-]/.test(value)) return invalid;
  const labels = value.split('.');
  const top = labels.at(-1) ?? '';
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(top)) {
    return invalid;
  }
  return { ok: true, instance: value };
}
