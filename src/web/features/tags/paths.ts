/**
 * The tag pages' paths, apart from index.ts: the saves feature's views are built on them, and
 * index.ts brings the tagging dialog, which imports the saves feature back.
 */
export { tagFromSegment, tagPath, TAGS_PATH } from './state/tag-paths';
