/** Public surface of the feature-flag feature. See state/flags-store.ts for the rules. */
export { AssignmentsFromUrl } from './components/assignments-from-url';
export { useFlag, useFlagsStore, resolveFlags } from './state/flags-store';
export type { FeatureFlag, FlagAssignment } from './state/flags-store';
