// @homewise/platform/mortgage-profile: the mortgage profile's data layer, for the pages that
// read or write it (Dashboard, Onboarding, the calculators, Profile). A separate entry, not part
// of the platform's index: it brings @homewise/finance along, and only these pages need it, so
// it is bundled into the remotes that import it instead of shipping on every page.
export {
  createMortgageProfile,
  fetchExtraPayments,
  fetchMortgageProfile,
  markOnboardingComplete,
  newestFirst,
  updateMortgageProfile,
} from './mortgage-profile-api';
export {
  DEFAULT_LOAN_TYPE,
  EMPTY_MORTGAGE_FORM,
  fractionFromPercent,
  mortgageFormFrom,
  mortgageInputFrom,
  parsedNumber,
  paymentText,
  percentText,
  storedPaymentText,
  withChange,
  type MortgageForm,
  type PaymentInputs,
} from './mortgage-form';
export { EMPTY_EXTRAS_FORM, EXTRA_FORM_FIELDS, extrasFormErrors, extrasFormFrom, extrasInputFrom, type MortgageExtrasForm } from './mortgage-extras';
export { MortgageExtrasFields } from './MortgageExtrasFields';
export { LoanTermField } from './LoanTermField';
export { ProfileLoadError } from './ProfileLoadError';
export { mortgageFormErrors, noErrors, type MortgageFormErrorOptions, type MortgageFormErrors } from './mortgage-form-errors';
export {
  createProfileAndCompleteOnboarding,
  PROFILE_LOAD_FALLBACK,
  useMortgageProfile,
  type MortgageProfileState,
} from './useMortgageProfile';
