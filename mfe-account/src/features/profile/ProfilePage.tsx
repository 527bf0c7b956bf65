import { useRef, useState, type FormEvent } from 'react';
import { Button, errorMessage, focusFirstInvalid, loadUser, Notice, PageHeader, PageSkeleton, todayIso, toast, useCurrentUser, useFieldErrors } from '@homewise/platform';
import { mortgageFormErrors, mortgageFormFrom, noErrors, useMortgageProfile, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { MortgageInformationCard } from './components/MortgageInformationCard';
import { PersonalInformationCard, personalFormFrom, type PersonalForm } from './components/PersonalInformationCard';
import { SharedLoanOfficerSection } from './components/SharedLoanOfficerSection';
import { SecuritySection } from '../security/SecuritySection';
import { updatePersonalInfo } from './api/profile-api';
import './profile.css';

/**
 * Profile / "My Profile" (spec sections 2, 4, 5): view ↔ edit, create-or-update on save. The
 * page is a stack of sections, each its own component: the profile form (personal and mortgage
 * cards), then the account's sections below it.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const { profile, loading, error: loadError, reload, save: saveMortgage } = useMortgageProfile();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [personal, setPersonal] = useState<PersonalForm>(() => personalFormFrom(user));
  const [mortgage, setMortgage] = useState<MortgageForm>(() => mortgageFormFrom(null));
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = useFieldErrors<keyof MortgageForm>();
  // Issue 18: @homewise/contracts' bounds, at the field as it is typed, in the API's words. With
  // no profile yet, Save creates one: blank balance and home value take the spec's fallbacks.
  // A profile that failed to load is not edited (its fields would start blank, and saving them
  // would try to create a second one): Save keeps the personal details only until it loads.
  const mortgageLocked = !profile && Boolean(loadError);
  const mortgageErrors = editing && !mortgageLocked ? mortgageFormErrors(mortgage, todayIso(), { create: !profile }) : {};

  // Edit starts from, and Cancel returns to, the values last loaded.
  const resetForms = () => {
    setPersonal(personalFormFrom(user));
    setMortgage(mortgageFormFrom(profile ?? null));
    setSaveError(null);
    fieldErrors.reset();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!noErrors(mortgageErrors)) {
      // Nothing is sent: every message shows, and the keyboard lands on the first one.
      fieldErrors.submit();
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await updatePersonalInfo({ fullName: personal.fullName.trim() || null, phone: personal.phone.trim() || null });
      // Updates the profile, or creates it and marks onboarding complete when there is none.
      if (!mortgageLocked) await saveMortgage(mortgage);
      await loadUser({ force: true });
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

  if (loading || !user) return <PageSkeleton cards={2} label="Loading your profile" />;

  return (
    <div className="hw-page account-profile">
      <form className="hw-page" ref={formRef} onSubmit={save} noValidate aria-busy={saving || undefined}>
        <PageHeader
          title="My Profile"
          subtitle="Your personal details and the mortgage Homewise tracks for you."
          actions={
            editing ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(false);
                    resetForms();
                  }}
                  disabled={saving}
                >
                  Cancel
                </Button>
                <Button type="submit" busy={saving} busyLabel="Saving...">
                  Save Changes
                </Button>
              </>
            ) : (
              <Button
                onClick={() => {
                  resetForms();
                  setEditing(true);
                }}
              >
                Edit Profile
              </Button>
            )
          }
        />
        {saveError ? (
          <Notice tone="error" title="Your changes were not saved">
            {saveError}
          </Notice>
        ) : null}
        <div className="account-profile__cards">
          <PersonalInformationCard user={user} editing={editing} form={personal} onChange={setPersonal} />
          <MortgageInformationCard
            profile={profile ?? null}
            loadError={mortgageLocked ? loadError : null}
            onRetry={reload}
            editing={editing}
            form={mortgage}
            onChange={(field, update) => {
              fieldErrors.touch(field);
              setMortgage(update);
            }}
            errorOf={(field) => fieldErrors.shown(mortgageErrors, field, mortgage[field])}
          />
        </div>
      </form>
      {/* Outside the profile form: these sections have forms and dialogs of their own. Hidden
          while editing, so unsaved changes and, say, a deletion never compete. */}
      {editing ? null : (
        <>
          <SharedLoanOfficerSection user={user} />
          <SecuritySection user={user} />
          <DeleteAccountSection user={user} />
        </>
      )}
    </div>
  );
}
