export { CutMyCostsPage as default } from '../features/cut-my-costs/CutMyCostsPage';
