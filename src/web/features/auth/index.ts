/** Public surface of the auth feature (accounts, sessions, visitor state). */
export { useInstanceInfo } from './api/instance';
export type { InstanceInfo } from './api/instance';
export { useLogout } from './api/logout';
export { AuthCard } from './components/auth-card';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export {
  bootVisitor,
  refreshVisitor,
  useVisitorStatus,
  useVisitorStore,
  useVisitorUser,
} from './state/visitor-store';
export type { UserStatus, VisitorUser } from './state/visitor-store';
