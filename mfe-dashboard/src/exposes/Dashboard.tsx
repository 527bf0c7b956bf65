export { DashboardPage as default } from '../features/dashboard/DashboardPage';
