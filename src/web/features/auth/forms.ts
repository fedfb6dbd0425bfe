/** The auth feature's forms, for the (lazily loaded) login and sign-up pages. */
export { AuthCard } from './components/auth-card';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
