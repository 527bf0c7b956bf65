export { OnboardingPage as default } from '../features/onboarding/OnboardingPage';
