export { VerifyEmailPage as default } from '../features/auth/VerifyEmailPage';
