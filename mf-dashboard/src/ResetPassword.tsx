import './locales/register';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';

/** Exposed as `./ResetPassword`; the shell mounts it at /reset-password. */
export default ResetPasswordPage;
