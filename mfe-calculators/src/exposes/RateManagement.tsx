export { RateManagementPage as default } from '../features/rate-management/RateManagementPage';
