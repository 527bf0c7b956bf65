export { MyHomeEquityPage as default } from '../features/my-home-equity/MyHomeEquityPage';
