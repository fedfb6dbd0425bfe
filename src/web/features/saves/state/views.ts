/**
 * The saves views (docs/PRODUCT.md §2 routes, docs/POCKET-COMPATIBILITY.md §1.2 presets): which
 * filter and sort each `/saves/<section>/<sub-filter>` route sends to GetSavedItems. Pure, so the
 * route table, the side navigation and the tabs all read the same definitions.
 */
import type { SavedItemsFilter, SavedItemsSortBy, SavedItemsSortOrder } from '../../../gql/graphql';
import { tagFromSegment, tagPath, TAGS_PATH } from '../../tags/paths';
import type { SavedItemsView } from '../../../lib/saved-items';

export type SectionId =
  'saves' | 'archive' | 'favorites' | 'highlights' | 'articles' | 'videos' | 'tags';
export type SubFilterId = 'all' | 'unread' | 'archive' | 'favorites';

export interface SectionDefinition {
  id: SectionId;
  label: string;
  /** Route of the section's "All" view. */
  path: string;
  /** Sub-filter tabs offered under the section (empty: none). */
  subFilters: readonly SubFilterId[];
  sortBy: SavedItemsSortBy;
  /** Heading and copy of the empty state. */
  empty: { title: string; body: string };
}

export interface SavesView {
  section: SectionId;
  subFilter: SubFilterId;
  /** Canonical route of this view, e.g. `/saves/articles/archive`. */
  path: string;
  /** Page heading, e.g. "Articles". */
  title: string;
  filter: SavedItemsFilter;
  sortBy: SavedItemsSortBy;
  /** The tag of a tag view (`/saves/tags/{tag}`); absent in the other sections. */
  tag?: string;
}

/**
 * What GetSavedItems is asked for a view: its filter and sort field, in the order the person chose
 * for its section. The page and the boot's prefetch (app/prefetch-start-page.ts) both use it, so
 * they ask for the same list.
 */
export function savedItemsViewOf(view: SavesView, sortOrder: SavedItemsSortOrder): SavedItemsView {
  return { filter: view.filter, sort: { sortBy: view.sortBy, sortOrder } };
}

const BOTH: SavedItemsFilter['statuses'] = ['UNREAD', 'ARCHIVED'];
const ALL_FOUR: readonly SubFilterId[] = ['all', 'unread', 'archive', 'favorites'];

export const SECTIONS: readonly SectionDefinition[] = [
  {
    id: 'saves',
    label: 'Saves',
    path: '/saves',
    subFilters: [],
    sortBy: 'CREATED_AT',
    empty: {
      title: 'Your saves will show up here',
      body: 'Save the address of an article or page and it will wait for you here.',
    },
  },
  {
    id: 'archive',
    label: 'Archive',
    path: '/saves/archive',
    subFilters: [],
    sortBy: 'ARCHIVED_AT',
    empty: {
      title: 'Nothing archived yet',
      body: 'Archive what you have finished reading and it moves here, out of the way.',
    },
  },
  {
    id: 'favorites',
    label: 'Favorites',
    path: '/saves/favorites',
    subFilters: ['all', 'unread', 'archive'],
    sortBy: 'FAVORITED_AT',
    empty: {
      title: 'No favorites yet',
      body: 'Mark the saves you love as favorites to find them again quickly.',
    },
  },
  {
    id: 'highlights',
    label: 'Highlights',
    path: '/saves/highlights',
    subFilters: ALL_FOUR,
    sortBy: 'CREATED_AT',
    empty: {
      title: 'No highlights yet',
      body: 'Select text while reading to highlight it; the items you highlight gather here.',
    },
  },
  {
    id: 'articles',
    label: 'Articles',
    path: '/saves/articles',
    subFilters: ALL_FOUR,
    sortBy: 'CREATED_AT',
    empty: {
      title: 'No articles here yet',
      body: 'Pages that can be read in Satchel’s reader show up here.',
    },
  },
  {
    id: 'videos',
    label: 'Videos',
    path: '/saves/videos',
    subFilters: ALL_FOUR,
    sortBy: 'CREATED_AT',
    empty: {
      title: 'No videos here yet',
      body: 'Videos you save show up here.',
    },
  },
];

/**
 * One tag's saves (`/saves/tags/{tag}[/{sub}]`, docs/POCKET-COMPATIBILITY.md §1.2). Not in
 * SECTIONS: the side navigation links the tags page instead, and every path carries the tag.
 */
export const TAGS_SECTION: SectionDefinition = {
  id: 'tags',
  label: 'Tags',
  path: TAGS_PATH,
  subFilters: ALL_FOUR,
  sortBy: 'CREATED_AT',
  empty: {
    title: 'No saves with this tag',
    body: 'Tag a save from its card or in the reader and it shows up here.',
  },
};

export const SUB_FILTER_LABELS: Record<SubFilterId, string> = {
  all: 'All',
  unread: 'Unread',
  archive: 'Archive',
  favorites: 'Favorites',
};

function sectionFilter(section: SectionId, subFilter: SubFilterId, tag?: string): SavedItemsFilter {
  switch (section) {
    case 'saves':
      return { statuses: ['UNREAD'] };
    case 'archive':
      return { statuses: ['ARCHIVED'] };
    case 'favorites':
      return {
        isFavorite: true,
        statuses:
          subFilter === 'unread' ? ['UNREAD'] : subFilter === 'archive' ? ['ARCHIVED'] : BOTH,
      };
    case 'highlights':
    case 'articles':
    case 'videos':
    case 'tags': {
      const base: SavedItemsFilter =
        section === 'tags'
          ? { tagNames: [tag ?? ''] }
          : section === 'highlights'
            ? { isHighlighted: true }
            : { contentType: section === 'articles' ? 'IS_READABLE' : 'IS_VIDEO' };
      if (subFilter === 'unread') return { ...base, statuses: ['UNREAD'] };
      if (subFilter === 'archive') return { ...base, statuses: ['ARCHIVED'] };
      if (subFilter === 'favorites') return { ...base, isFavorite: true, statuses: BOTH };
      return { ...base, statuses: BOTH };
    }
  }
}

export function sectionById(id: SectionId): SectionDefinition {
  const section = id === 'tags' ? TAGS_SECTION : SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  return section;
}

/**
 * The view for a section and sub-filter (and the tag, for the tags section), or null when the
 * pair does not exist.
 */
export function viewFor(
  sectionId: SectionId,
  subFilter: SubFilterId = 'all',
  tag?: string,
): SavesView | null {
  const section = sectionById(sectionId);
  if (subFilter !== 'all' && !section.subFilters.includes(subFilter)) return null;
  if (section.id === 'tags') {
    if (!tag) return null;
    return {
      section: section.id,
      subFilter,
      path: tagPath(tag, subFilter),
      title: tag,
      filter: sectionFilter(section.id, subFilter, tag),
      sortBy: section.sortBy,
      tag,
    };
  }
  return {
    section: section.id,
    subFilter,
    path: subFilter === 'all' ? section.path : `${section.path}/${subFilter}`,
    title: section.label,
    filter: sectionFilter(section.id, subFilter),
    sortBy: section.sortBy,
  };
}

/** The sub-filter of an optional path segment (none: `all`), or null for an unknown one. */
function subFilterOf(segment: string | undefined): SubFilterId | null {
  if (segment === undefined) return 'all';
  if (segment === 'all' || !(segment in SUB_FILTER_LABELS)) return null;
  return segment as SubFilterId;
}

/**
 * The view of a route: `/saves`, `/saves/<section>`, `/saves/<section>/<sub-filter>`,
 * `/saves/tags/<encoded tag>` or `/saves/tags/<encoded tag>/<sub-filter>` (a trailing slash is
 * fine). Null for anything else (and for `/saves/tags`, the tags page), which the route shows
 * as "not found".
 */
export function viewFromPath(pathname: string): SavesView | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'saves' && parts[1] === 'tags') {
    if (parts.length < 3 || parts.length > 4) return null;
    const tag = tagFromSegment(parts[2]!);
    const sub = subFilterOf(parts[3]);
    return tag && sub ? viewFor('tags', sub, tag) : null;
  }
  if (parts[0] !== 'saves' || parts.length > 3) return null;
  if (parts.length === 1) return viewFor('saves');
  const section = SECTIONS.find(
    (candidate) => candidate.id === parts[1] && candidate.id !== 'saves',
  );
  if (!section) return null;
  const sub = parts[2] ?? 'all';
  if (sub === 'all' && parts.length === 3) return null;
  if (!(sub in SUB_FILTER_LABELS)) return null;
  return viewFor(section.id, sub as SubFilterId);
}
