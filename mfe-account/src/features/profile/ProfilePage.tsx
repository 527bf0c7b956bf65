import { useState, type FormEvent } from 'react';
import { Button, errorMessage, loadUser, Notice, PageHeader, PageSkeleton, toast, useCurrentUser } from '@homewise/platform';
import { mortgageFormFrom, useMortgageProfile, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MortgageInformationCard } from './MortgageInformationCard';
import { PersonalInformationCard, personalFormFrom, type PersonalForm } from './PersonalInformationCard';
import { SharedLoanOfficerSection } from './SharedLoanOfficerSection';
import { SecuritySection } from '../security/SecuritySection';
import { updatePersonalInfo } from './profile-api';
import './profile.css';

/**
 * Profile / "My Profile" (spec sections 2, 4, 5): view ↔ edit, create-or-update on save. The
 * page is a stack of sections, each its own component: the profile form (personal and mortgage
 * cards), then the account's sections below it.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const { profile, loading, error: loadError, save: saveMortgage } = useMortgageProfile();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [personal, setPersonal] = useState<PersonalForm>(() => personalFormFrom(user));
  const [mortgage, setMortgage] = useState<MortgageForm>(() => mortgageFormFrom(null));

  // Edit starts from, and Cancel returns to, the values last loaded.
  const resetForms = () => {
    setPersonal(personalFormFrom(user));
    setMortgage(mortgageFormFrom(profile ?? null));
    setSaveError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaveError(null);
    try {
      await updatePersonalInfo({ fullName: personal.fullName.trim() || null, phone: personal.phone.trim() || null });
      // Updates the profile, or creates it and marks onboarding complete when there is none.
      await saveMortgage(mortgage);
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
      <form className="hw-page" onSubmit={save} aria-busy={saving || undefined}>
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
          <MortgageInformationCard profile={profile ?? null} loadFailed={Boolean(loadError)} editing={editing} form={mortgage} onChange={setMortgage} />
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
