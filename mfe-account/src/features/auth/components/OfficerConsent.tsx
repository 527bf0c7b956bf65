import { api, Notice, Skeleton, useQuery } from '@homewise/platform';
import type { Brand } from '@homewise/contracts';

/** The officer of a signup link as the page names them. */
export interface ReferringOfficer {
  name: string;
  companyName: string | null;
  nmlsId: string | null;
}

/**
 * The officer behind `/signup?lo=<code>` (the public brand): `undefined` while loading, `null`
 * for an unknown code or an officer who has not confirmed their email (nothing would be shared).
 */
export function useReferringOfficer(code: string | undefined): ReferringOfficer | null | undefined {
  const { data, isPending, isError } = useQuery({
    queryKey: ['brand', code],
    enabled: Boolean(code),
    retry: false,
    queryFn: async () => (await api.get<Brand>(`/brands/${encodeURIComponent(code ?? '')}`)).data,
  });
  if (!code || isError) return null;
  if (isPending || !data) return undefined;
  const officer = data.loanOfficer;
  if (!officer) return null;
  return {
    name: officer.name,
    // The brand's name is the company when the officer gave one, else their own name.
    companyName: data.name !== officer.name ? data.name : null,
    nmlsId: officer.nmlsId,
  };
}

/**
 * Trust first: the officer is named (name, company, NMLS id) and sharing is asked, not assumed —
 * the box starts unticked, and without it the account is made without sharing anything.
 */
export function OfficerConsent({ officer, checked, onChange }: { officer: ReferringOfficer | null | undefined; checked: boolean; onChange: (checked: boolean) => void }) {
  if (officer === undefined) return <Skeleton height="6rem" />;
  if (officer === null) return null;
  const who = [officer.name, officer.companyName, officer.nmlsId ? `NMLS #${officer.nmlsId}` : null].filter(Boolean).join(', ');
  return (
    <Notice tone="info" title={`Invited by ${officer.name}`}>
      <p>
        {who} invited you to Homewise. If you agree, {officer.name} sees your loan balance, rate, payment and home value, and can tell you when
        refinancing would save you money. You can stop sharing at any time on your Profile.
      </p>
      <label className="account-auth__consent">
        <input type="checkbox" name="shareConsent" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>Share my mortgage details with {officer.name}</span>
      </label>
    </Notice>
  );
}
