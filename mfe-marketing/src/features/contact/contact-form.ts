import { PLANS, type ContactRequest } from '@homewise/contracts';
import type { User } from '@homewise/contracts';

export type ContactField = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The backend's limits (backend/src/contact/contact.dto.ts), checked here first. */
export const CONTACT_LIMITS: Record<ContactField, number> = { name: 200, email: 254, message: 5000 };

/** Spec section 8: what the page says when sending fails. */
export const CONTACT_FAILED = 'Sorry, there was an issue sending your message. Please try again later.';
/** Spec section 2: the thank-you state. */
export const CONTACT_THANKS_TITLE = 'Thank You!';
export const CONTACT_THANKS = 'Your message has been sent successfully. We will get back to you as soon as possible.';

/** One address: something@domain.tld, no spaces (the browser's own check is looser). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec section 5: name, email (format checked) and message are required. */
export function validateContact(form: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const message = form.message.trim();
  if (!name) errors.name = 'Please enter your full name.';
  else if (name.length > CONTACT_LIMITS.name) errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email) || email.length > CONTACT_LIMITS.email) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!message) errors.message = 'Please enter your message.';
  else if (message.length > CONTACT_LIMITS.message) errors.message = `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`;
  return errors;
}

/** The name to prefill: the profile's full name, else first and last name. */
export function prefillName(user: Pick<User, 'fullName' | 'firstName' | 'lastName'> | null): string {
  if (!user) return '';
  return user.fullName?.trim() || [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/**
 * Messages a link may start the form with (`/Contact?topic=upgrade`, from the Clients page of a
 * loan officer whose Free plan is full). Only these: a link cannot put its own words in the form.
 */
export const CONTACT_TOPICS: Record<string, string> = {
  upgrade: `I'd like to upgrade my loan officer account to ${PLANS.pro.name} (up to ${PLANS.pro.clientLimit.toLocaleString('en-US')} clients, $${PLANS.pro.monthlyPrice}/month).`,
};

/** The message a `topic` query parameter starts the form with, or ''. */
export function topicMessage(topic: string | null): string {
  return (topic && Object.hasOwn(CONTACT_TOPICS, topic) ? CONTACT_TOPICS[topic] : '') ?? '';
}

