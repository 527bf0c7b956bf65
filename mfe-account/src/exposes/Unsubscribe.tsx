export { UnsubscribePage as default } from '../features/retention/UnsubscribePage';
