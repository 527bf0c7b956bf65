import type { LoanOfficerClient } from '@homewise/contracts';

/** `tel:` wants digits (and a leading +) only: "(555) 010-2030" → "tel:5550102030". */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** A client's email and phone as links; screen readers hear whom they write to or call. */
export function EmailLink({ client }: { client: Pick<LoanOfficerClient, 'email' | 'fullName'> }) {
  return (
    <a href={`mailto:${client.email}`}>
      <span className="hw-visually-hidden">Email {client.fullName ?? ''} at </span>
      {client.email}
    </a>
  );
}

export function PhoneLink({ client }: { client: Pick<LoanOfficerClient, 'phone' | 'fullName' | 'email'> }) {
  if (!client.phone) return null;
  return (
    <a href={telHref(client.phone)}>
      <span className="hw-visually-hidden">Call {client.fullName ?? client.email} at </span>
      {client.phone}
    </a>
  );
}

export function ContactLinks({ client }: { client: Pick<LoanOfficerClient, 'email' | 'phone' | 'fullName'> }) {
  return (
    <span className="clients-contact">
      <EmailLink client={client} />
      <PhoneLink client={client} />
    </span>
  );
}
