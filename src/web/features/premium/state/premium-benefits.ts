/**
 * What Premium unlocks on a Satchel instance (docs/PRODUCT.md §6, docs/POCKET-COMPATIBILITY.md
 * §6.4), as the /premium page lists it. `available: false` marks what is promised but not built
 * yet, so the page says so instead of selling it.
 */
export type BenefitId = 'highlights' | 'reader' | 'suggested-tags' | 'full-text-search';

export interface PremiumBenefit {
  id: BenefitId;
  title: string;
  body: string;
  available: boolean;
  /** Shown instead of "Unlocked" while not available. */
  note?: string;
}

export const PREMIUM_BENEFITS: readonly PremiumBenefit[] = [
  {
    id: 'highlights',
    title: 'Unlimited highlights',
    body: 'Mark every passage that matters and keep notes on them. Free accounts keep up to 3 highlights per article.',
    available: true,
  },
  {
    id: 'reader',
    title: 'The full reader type shelf',
    body: 'All ten reader fonts (free accounts have two), line height and column width controls, and the column-width shortcuts Alt + = and Alt + −.',
    available: true,
  },
  {
    id: 'suggested-tags',
    title: 'Suggested tags',
    body: 'When you tag a save, Satchel suggests tags from the ones you already use.',
    available: true,
  },
  {
    id: 'full-text-search',
    title: 'Full-text search',
    body: 'Search inside the text of every article you saved and in your highlights and notes, not only titles, addresses and tags. Some instances give this to every account.',
    available: true,
  },
];

/** The operator command that grants Premium (src/server/cli). */
export const GRANT_COMMAND = 'npm run cli -- users:grant <email> premium';
