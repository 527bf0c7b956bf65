export { ExtraPaymentsPage as default } from '../features/extra-payments/ExtraPaymentsPage';
