/** Public surface of the auth feature (accounts, sessions, visitor state). */
export { useInstanceInfo } from './api/instance';
export { useLogout } from './api/logout';
// The forms (and the validation library they use) are in ./forms, loaded with the lazy
// login and sign-up pages so that the app shell does not carry them.
export {
  bootVisitor,
  refreshVisitor,
  useVisitorStatus,
  useVisitorStore,
  useVisitorUser,
  visitorMayBeSignedIn,
} from './state/visitor-store';
export type { VisitorUser } from './state/visitor-store';
export { usePremium } from './state/premium';
export { keepDeviceCopies } from './state/device-copies';
export type { DeviceCopies } from './state/device-copies';
