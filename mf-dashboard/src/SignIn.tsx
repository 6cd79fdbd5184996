import './locales/register';
import { SignInPage } from './features/auth/SignInPage';

/** Exposed as `./SignIn`; the shell mounts it at /AurinkoOne. */
export default SignInPage;
