import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardHeader,
  errorMessage,
  formatCurrency,
  formatPercent,
  Link,
  loadUser,
  Notice,
  PageHeader,
  PageSkeleton,
  SelectField,
  TextField,
  toast,
  useCurrentUser,
} from '@homewise/platform';
import { LOAN_TYPES, loanTypeLabel, type MortgageProfile, type User } from '@homewise/contracts';
import { DeleteAccountSection } from './DeleteAccountSection';
import { Detail } from './Detail';
import { SharedLoanOfficerSection } from './SharedLoanOfficerSection';
import { mortgageFormFrom, mortgageInputFrom, withChange, type MortgageForm } from './mortgage-form';
import { createMortgageProfile, fetchMortgageProfile, markOnboardingComplete, updateMortgageProfile, updatePersonalInfo } from './profile-api';
import './profile.css';

interface PersonalForm {
  fullName: string;
  phone: string;
}

const personalFormFrom = (user: User | null): PersonalForm => ({ fullName: user?.fullName ?? '', phone: user?.phone ?? '' });

/** Profile / "My Profile" (spec sections 2, 4, 5): view ↔ edit, create-or-update on save. */
export function ProfilePage() {
  const user = useCurrentUser();
  const [profile, setProfile] = useState<MortgageProfile | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [personal, setPersonal] = useState<PersonalForm>(() => personalFormFrom(user));
  const [mortgage, setMortgage] = useState<MortgageForm>(() => mortgageFormFrom(null));

  const reload = useCallback(async () => {
    try {
      const loaded = await fetchMortgageProfile();
      setProfile(loaded);
      setLoadFailed(false);
      return loaded;
    } catch (error) {
      // Spec section 8: a load failure is logged and leaves the screen in its empty state.
      console.error('Failed to load the mortgage profile', error);
      setProfile(null);
      setLoadFailed(true);
      return null;
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const startEditing = () => {
    setPersonal(personalFormFrom(user));
    setMortgage(mortgageFormFrom(profile ?? null));
    setSaveError(null);
    setEditing(true);
  };

  // Cancel reloads the original values and returns to view mode.
  const cancel = () => {
    setEditing(false);
    setSaveError(null);
    setPersonal(personalFormFrom(user));
    setMortgage(mortgageFormFrom(profile ?? null));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaveError(null);
    try {
      await updatePersonalInfo({ fullName: personal.fullName.trim() || null, phone: personal.phone.trim() || null });
      if (profile) {
        await updateMortgageProfile(profile.id, mortgageInputFrom(mortgage, { create: false }));
      } else {
        await createMortgageProfile(mortgageInputFrom(mortgage, { create: true }));
        await markOnboardingComplete();
      }
      await Promise.all([loadUser({ force: true }), reload()]);
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your changes have been saved.', variant: 'success' });
    } catch (error) {
      // Spec section 8: logged; the form stays open so nothing typed is lost.
      console.error('Failed to save the profile', error);
      setSaveError(errorMessage(error, 'Please check the values and try again.'));
    } finally {
      setSaving(false);
    }
  };

  if (profile === undefined || !user) return <PageSkeleton cards={2} label="Loading your profile" />;

  const change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => setMortgage((form) => withChange(form, field, event.target.value));
  const loanTypeOptions = LOAN_TYPES.some((t) => t.value === mortgage.loanType) || !mortgage.loanType
    ? LOAN_TYPES
    : [...LOAN_TYPES, { value: mortgage.loanType, label: loanTypeLabel(mortgage.loanType) }];

  return (
    <div className="hw-page account-profile">
      <form className="hw-page" onSubmit={save} aria-busy={saving || undefined}>
        <PageHeader
          title="My Profile"
          subtitle="Your personal details and the mortgage Homewise tracks for you."
          actions={
            editing ? (
              <>
                <Button variant="secondary" onClick={cancel} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" busy={saving} busyLabel="Saving...">
                  Save Changes
                </Button>
              </>
            ) : (
              <Button onClick={startEditing}>Edit Profile</Button>
            )
          }
        />
        {saveError ? (
          <Notice tone="error" title="Your changes were not saved">
            {saveError}
          </Notice>
        ) : null}
        <div className="account-profile__cards">
          <Card aria-labelledby="personal-information">
            <CardHeader title={<span id="personal-information">Personal Information</span>} />
            {editing ? (
              <div className="account-profile__fields">
                <TextField label="Full Name" name="fullName" autoComplete="name" value={personal.fullName} onChange={(e) => setPersonal((p) => ({ ...p, fullName: e.target.value }))} />
                <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={personal.phone} onChange={(e) => setPersonal((p) => ({ ...p, phone: e.target.value }))} />
                <TextField label="Email" name="email" type="email" value={user.email} readOnly hint="Your sign-in email cannot be changed here." />
              </div>
            ) : (
              <dl className="account-profile__details">
                <Detail label="Full Name" value={user.fullName} />
                <Detail label="Phone" value={user.phone} />
                <Detail label="Email" value={user.email} />
              </dl>
            )}
          </Card>

          <Card aria-labelledby="mortgage-information">
            <CardHeader title={<span id="mortgage-information">Mortgage Information</span>} />
            {loadFailed && !editing ? (
              <Notice tone="warning" title="We could not load your mortgage details">
                Please reload the page in a moment.
              </Notice>
            ) : null}
            {editing ? (
              <div className="account-profile__fields account-profile__fields--two">
                <TextField label="Property Address" name="propertyAddress" autoComplete="street-address" value={mortgage.propertyAddress} onChange={change('propertyAddress')} />
                <TextField label="Purchase Date" name="purchaseDate" type="date" value={mortgage.purchaseDate} onChange={change('purchaseDate')} />
                <TextField label="Purchase Price" name="purchasePrice" type="number" min="0" step="0.01" inputMode="decimal" value={mortgage.purchasePrice} onChange={change('purchasePrice')} />
                <TextField label="Original Loan Amount" name="originalLoanAmount" type="number" min="0" step="0.01" inputMode="decimal" value={mortgage.originalLoanAmount} onChange={change('originalLoanAmount')} />
                <TextField label="Current Balance" name="currentBalance" type="number" min="0" step="0.01" inputMode="decimal" value={mortgage.currentBalance} onChange={change('currentBalance')} />
                <TextField label="Interest Rate (%)" name="interestRatePercent" type="number" min="0" step="0.001" inputMode="decimal" value={mortgage.interestRatePercent} onChange={change('interestRatePercent')} />
                <TextField label="Monthly Payment" name="monthlyPayment" value={mortgage.monthlyPayment} readOnly hint="Calculated from the loan amount, rate and term." />
                <SelectField label="Loan Type" name="loanType" options={loanTypeOptions} value={mortgage.loanType} onChange={change('loanType')} hint={`Term: ${mortgage.loanTermYears || 30} years`} />
                <TextField label="Current Home Value" name="currentHomeValue" type="number" min="0" step="0.01" inputMode="decimal" value={mortgage.currentHomeValue} onChange={change('currentHomeValue')} />
                <TextField label="First Payment Date" name="firstPaymentDate" type="date" value={mortgage.firstPaymentDate} onChange={change('firstPaymentDate')} />
              </div>
            ) : profile ? (
              <dl className="account-profile__details account-profile__details--two">
                <Detail label="Property Address" value={profile.propertyAddress} />
                <Detail label="Purchase Date" value={profile.purchaseDate?.slice(0, 10)} />
                <Detail label="Purchase Price" value={formatCurrency(profile.purchasePrice)} />
                <Detail label="Original Loan Amount" value={formatCurrency(profile.originalLoanAmount)} />
                <Detail label="Current Balance" value={formatCurrency(profile.currentBalance)} />
                <Detail label="Interest Rate (%)" value={formatPercent(profile.originalInterestRate, 3)} />
                <Detail label="Monthly Payment" value={formatCurrency(profile.monthlyPayment)} />
                <Detail label="Loan Type" value={loanTypeLabel(profile.loanType)} />
                <Detail label="Current Home Value" value={formatCurrency(profile.currentHomeValue)} />
                <Detail label="First Payment Date" value={profile.firstPaymentDate?.slice(0, 10)} />
              </dl>
            ) : (
              <Notice tone="info" title="No mortgage profile yet">
                Choose <strong>Edit Profile</strong> to add your mortgage, or <Link to="/onboarding">complete the guided setup</Link>.
              </Notice>
            )}
          </Card>
        </div>
      </form>
      {/* Outside the profile form: the deletion dialog has a form of its own. Hidden while editing,
          so unsaved changes and a deletion never compete. */}
      {editing ? null : (
        <>
          <SharedLoanOfficerSection user={user} />
          <DeleteAccountSection user={user} />
        </>
      )}
    </div>
  );
}
