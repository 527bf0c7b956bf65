export { LoanOfficersPage as default } from '../features/loan-officers/LoanOfficersPage';
