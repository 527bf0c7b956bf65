export { HowToUsePage as default } from '../features/how-to-use/HowToUsePage';
