export { ContactPage as default } from '../features/contact/ContactPage';
