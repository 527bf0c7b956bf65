export { SignupPage as default } from '../features/auth/SignupPage';
