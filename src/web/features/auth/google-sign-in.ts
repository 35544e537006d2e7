/**
 * Google sign-in as the auth screens start it (popup, else redirect), for the /google-auth-test
 * page: the real flow, not a copy of it.
 */
export { useGoogleSignIn } from './hooks/use-google-sign-in';
