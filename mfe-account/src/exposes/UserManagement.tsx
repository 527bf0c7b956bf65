export { UserManagementPage as default } from '../features/user-management/UserManagementPage';
