/** Public surface of the tags feature. */
export { LazyTaggingDialog, TaggingDialog } from './components/tagging-dialog-on-demand';
export { TagChips } from './components/tag-chips';
export { usePinnedTags } from './api/app-settings';
export { tagsKeys } from './api/get-users-tags';
export { AllTags } from './components/all-tags';
export { TagViewActions } from './components/tag-view-actions';
export { openTagging } from './state/tagging-store';
export { tagPath, TAGS_PATH } from './state/tag-paths';
