import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, Button, Card, CardHeader, displayName, errorMessage, Notice, resendVerificationEmail, Skeleton, TextField, toast, useCurrentUser } from '@homewise/platform';
import type { LoanOfficerBrandSettings } from '@homewise/contracts';
import { fetchBrandSettings, saveBrandSettings } from '../api/clients-api';
import { brandChanges, brandFormOf, fieldOfMessage, validateBrand, type BrandErrors, type BrandForm } from '../brand-form';
import { shareLinks } from '../clients-view';
import { BrandPreview } from './BrandPreview';

const DEFAULT_COLOR = '#1d4ed8';

/**
 * The branded page shows an officer's brand only once their email address is confirmed (so nobody
 * publishes a page in someone else's name): said here, where the brand is edited.
 */
function ConfirmEmailNotice({ email, pageUrl }: { email: string; pageUrl: string }) {
  const [sending, setSending] = useState(false);
  // The same resend as the shell's banner (its toasts, and a fresh user once confirmed elsewhere).
  const resend = async () => {
    setSending(true);
    await resendVerificationEmail();
    setSending(false);
  };
  return (
    <Notice
      tone="warning"
      title="Confirm your email address to publish your page"
      actions={
        <Button variant="secondary" size="sm" onClick={resend} busy={sending} busyLabel="Sending...">
          Send the link again
        </Button>
      }
    >
      Until you do, {pageUrl} shows Homewise&apos;s own brand; what you save here is kept. Open the link we sent to {email}.
    </Notice>
  );
}

/** The officer's white-label page: company, NMLS ID, logo, photo and colour, with a live preview. */
export function BrandSettings({ referralCode }: { referralCode: string }) {
  const user = useCurrentUser();
  const [saved, setSaved] = useState<LoanOfficerBrandSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<BrandForm | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof BrandForm, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<BrandErrors>({});
  const [saving, setSaving] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    fetchBrandSettings().then(
      (settings) => {
        if (!current) return;
        setSaved(settings);
        setForm(brandFormOf(settings));
        setLoadError(null);
      },
      (error: unknown) => current && setLoadError(errorMessage(error, 'Your brand settings could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, [reloadKey]);

  const pageUrl = shareLinks(referralCode).landing;
  const header = (
    <>
      <CardHeader
        title={<span id="clients-brand-title">Your branded page</span>}
        description="How your page looks to homeowners. Leave a field empty to use Homewise's default."
      />
      {user && !user.emailVerified ? <ConfirmEmailNotice email={user.email} pageUrl={pageUrl} /> : null}
    </>
  );
  if (loadError || !form || !saved) {
    return (
      <Card className="clients-brand" aria-labelledby="clients-brand-title">
        {header}
        {loadError ? (
          <Notice tone="error" title="Brand settings could not be loaded" actions={<Button onClick={() => setReloadKey((k) => k + 1)}>Try again</Button>}>
            {loadError}
          </Notice>
        ) : (
          <div role="status" aria-label="Loading your brand settings" className="clients-brand__loading">
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
          </div>
        )}
      </Card>
    );
  }

  // As the page names the officer: the name on their profile, else first and last name, else email.
  const officerName = user?.fullName?.trim() || (user ? displayName(user) : 'Your name');
  const errors = validateBrand(form);
  const changes = brandChanges(form, saved);
  const dirty = Object.keys(changes).length > 0;
  const shown = (key: keyof BrandForm) => serverErrors[key] ?? (touched[key] ? errors[key] : undefined);
  const change = (key: keyof BrandForm, value: string) => {
    setForm({ ...form, [key]: value });
    setServerErrors((old) => ({ ...old, [key]: undefined }));
  };
  const field = (key: keyof BrandForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    onBlur: () => setTouched((old) => ({ ...old, [key]: true })),
    error: shown(key),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ companyName: true, nmlsId: true, logoUrl: true, photoUrl: true, primaryColor: true });
    if (Object.keys(errors).length || !dirty) return;
    setSaving(true);
    try {
      const next = await saveBrandSettings(changes);
      setSaved(next);
      setForm(brandFormOf(next));
      toast({ title: 'Brand Saved', description: 'Your page shows the new brand now.', variant: 'success' });
    } catch (error) {
      const message = errorMessage(error, 'Failed to save your brand settings');
      const key = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : null;
      if (key) setServerErrors({ [key]: message });
      else toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setForm(brandFormOf(saved));
    setServerErrors({});
    setTouched({});
  };

  const colorValue = /^#[0-9a-f]{6}$/i.test(form.primaryColor.trim()) ? form.primaryColor.trim() : DEFAULT_COLOR;
  return (
    <Card className="clients-brand" aria-labelledby="clients-brand-title">
      {header}
      <div className="clients-brand__body">
        <form className="clients-brand__form" onSubmit={save} noValidate>
          <TextField label="Company name" autoComplete="organization" placeholder={officerName} {...field('companyName')} />
          <TextField label="NMLS ID" inputMode="numeric" hint="Digits only, as on your license." {...field('nmlsId')} />
          <TextField label="Logo URL" type="url" placeholder="https://…/logo.png" hint="A web address of your logo image (PNG, SVG or JPG)." {...field('logoUrl')} />
          <TextField label="Photo URL" type="url" placeholder="https://…/me.jpg" hint="A web address of your headshot." {...field('photoUrl')} />
          <div className="clients-brand__color">
            <TextField label="Primary color" placeholder={DEFAULT_COLOR} hint="A hex color like #1d4ed8. Too-light colors are darkened so text stays readable." {...field('primaryColor')} />
            <input
              type="color"
              className="clients-brand__swatch"
              aria-label="Pick the primary color"
              value={colorValue}
              onChange={(e) => change('primaryColor', e.target.value)}
            />
          </div>
          <div className="clients-brand__actions">
            <Button type="submit" busy={saving} busyLabel="Saving..." disabled={!dirty}>
              Save Brand
            </Button>
            {dirty ? (
              <Button variant="secondary" onClick={discard} disabled={saving}>
                Discard changes
              </Button>
            ) : null}
          </div>
        </form>
        <BrandPreview
          form={form}
          officer={{ name: officerName, email: user?.email ?? '', phone: user?.phone ?? null }}
          pageUrl={pageUrl}
        />
      </div>
    </Card>
  );
}
