export { PrivacyPolicyPage as default } from '../features/legal/PrivacyPolicyPage';
