export { ClientsPage as default } from '../features/clients/ClientsPage';
