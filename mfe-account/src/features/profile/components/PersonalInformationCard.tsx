import { Card, CardHeader, TextField } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { Detail } from './Detail';

export interface PersonalForm {
  fullName: string;
  phone: string;
}

export const personalFormFrom = (user: User | null): PersonalForm => ({ fullName: user?.fullName ?? '', phone: user?.phone ?? '' });

interface Props {
  user: User;
  editing: boolean;
  form: PersonalForm;
  onChange: (update: (form: PersonalForm) => PersonalForm) => void;
}

/** The Profile page's Personal Information card: Full Name and Phone editable, Email always read-only. */
export function PersonalInformationCard({ user, editing, form, onChange }: Props) {
  return (
    <Card aria-labelledby="personal-information">
      <CardHeader title={<span id="personal-information">Personal Information</span>} />
      {editing ? (
        <div className="account-profile__fields">
          <TextField label="Full Name" name="fullName" autoComplete="name" value={form.fullName} onChange={(e) => onChange((p) => ({ ...p, fullName: e.target.value }))} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={(e) => onChange((p) => ({ ...p, phone: e.target.value }))} />
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
  );
}
