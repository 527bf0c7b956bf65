export { ClaimPage as default } from '../features/retention/ClaimPage';
