import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, Card, CardHeader, Notice, PageHeader, TextAreaField, TextField, useCurrentUser, useSearchParams } from '@homewise/platform';
import type { ContactRequest } from '@homewise/contracts';
import { SiteLink } from '../../shared/SiteLink';
import { sendContactMessage } from './api/contact-api';
import {
  CONTACT_FAILED,
  CONTACT_LIMITS,
  CONTACT_THANKS,
  CONTACT_THANKS_TITLE,
  prefillName,
  topicMessage,
  validateContact,
  type ContactErrors,
  type ContactField,
} from './contact-form';
import './contact.css';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'message'];

/** What a failed send adds to the spec's alert: the server's reason for a refused message (4xx). */
function failureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? (error.serverMessage ?? null) : null;
}

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mkt-contact__thanks" role="status">
      <h2 ref={heading} tabIndex={-1} className="mkt-contact__thanks-title">
        {CONTACT_THANKS_TITLE}
      </h2>
      <p>{CONTACT_THANKS}</p>
      <div>
        <Button variant="secondary" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </Card>
  );
}

/** Contact (spec sections 2, 5, 8): name, email and message, prefilled from the signed-in user. */
export function ContactPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const [form, setForm] = useState<ContactRequest>(() => ({ name: prefillName(user), email: user?.email ?? '', message: topicMessage(params.get('topic')) }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);

  // The user can arrive after the page: fill in what the visitor has not typed yet (while
  // rendering, once per user, so the empty fields are never drawn).
  const [prefilledFor, setPrefilledFor] = useState(user);
  if (user !== prefilledFor) {
    setPrefilledFor(user);
    if (user) setForm((current) => ({ ...current, name: current.name || prefillName(user), email: current.email || user.email }));
  }

  /** What every field shares: its id (for focus), value, change handler, error and limit. */
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    maxLength: CONTACT_LIMITS[field],
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await sendContactMessage({ name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
      setSent(true);
    } catch (error) {
      setFailure({ detail: failureDetail(error) });
    } finally {
      setSending(false);
    }
  };

  const another = () => {
    setForm((current) => ({ ...current, message: '' }));
    setSent(false);
  };

  return (
    <div className="hw-page mkt-contact">
      <PageHeader
        title="Contact Us"
        subtitle="Questions about your numbers, your account or Homewise for loan officers? Send us a message."
      />
      <div className="mkt-contact__layout">
        {sent ? (
          <ThankYou onAnother={another} />
        ) : (
          <Card>
            <CardHeader title="Send a message" description="All fields are required." />
            {failure ? (
              <Notice tone="error" title={CONTACT_FAILED}>
                {failure.detail}
              </Notice>
            ) : null}
            <form className="mkt-contact__form" noValidate onSubmit={submit} aria-label="Contact form">
              <TextField label="Full Name" autoComplete="name" {...fieldProps('name')} />
              <TextField label="Email Address" type="email" autoComplete="email" {...fieldProps('email')} />
              <TextAreaField
                label="Message"
                rows={6}
                hint={`Up to ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`}
                {...fieldProps('message')}
              />
              <div>
                <Button type="submit" busy={sending} busyLabel="Sending...">
                  Send Message
                </Button>
              </div>
            </form>
          </Card>
        )}
        <aside className="mkt-contact__aside" aria-label="Other help">
          <Card>
            <CardHeader title="Quick answers" level={2} />
            <p>
              How is my balance estimated? What is break-even? The <SiteLink to="/HowToUse#faq">How to Use guide</SiteLink>{' '}
              answers the questions we hear most.
            </p>
          </Card>
          <Card>
            <CardHeader title="Loan officers" level={2} />
            <p>
              Want to offer Homewise to your clients under your own brand? See the{' '}
              <SiteLink to="/LoanOfficers">plans for loan officers</SiteLink>, or tell us about your team here.
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
