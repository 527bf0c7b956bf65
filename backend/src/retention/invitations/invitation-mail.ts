import { INVITATION_LINK_DAYS } from '@homewise/contracts';
import { brandedMail, link, mj, type MailBrand } from '../mail/mjml.js';

export interface InvitationMailInput {
  brand: MailBrand;
  firstName: string | null;
  claimUrl: string;
  unsubscribeUrl: string;
  /**
   * The homeowner asked to reset the password of this account, which has none yet: the same
   * claim, said as the answer to their request (a mail they asked for, not the officer's).
   */
  askedForReset?: boolean;
}

/**
 * The invitation an imported client gets: names the officer, says what the officer sees, and
 * links to claim the account (set a password; the profile is already filled in).
 */
export async function invitationMail({ brand, firstName, claimUrl, unsubscribeUrl, askedForReset = false }: InvitationMailInput) {
  const who = brand.companyName ? `${brand.officerName} of ${brand.companyName}` : brand.officerName;
  const subject = askedForReset ? 'Choose the password of your Homewise account' : `${brand.officerName} set up your Homewise account`;
  const greeting = `Hi ${firstName || 'there'},`;
  const intro = askedForReset
    ? `Someone asked to reset the password of your Homewise account. It has no password yet: ${who} set it up for you, with your home and loan already filled in. If it was not you, ignore this email.`
    : `${who} set up a free Homewise account for you, with your home and loan already filled in.`;
  const sees =
    `${brand.officerName} sees your loan balance, rate, payment and home equity, so they can tell you when ` +
    `refinancing would save you money. You can stop sharing at any time on your Profile.`;
  const claim = `Choose a password to open your account (the link works for ${INVITATION_LINK_DAYS} days):`;
  const footer = askedForReset
    ? mj`You get this mail because a password reset was asked for your address.`
    : mj`You get this mail because ${brand.officerName} is your loan officer. ${link(unsubscribeUrl, 'Unsubscribe')} from their mail.`;
  const html = await brandedMail({
    brand,
    preview: intro,
    body: mj`
      <mj-text>${greeting}</mj-text>
      <mj-text>${intro}</mj-text>
      <mj-text>${sees}</mj-text>
      <mj-text>${claim}</mj-text>
      <mj-button href="${claimUrl}">Claim my account</mj-button>`,
    footer,
  });
  const text = [
    greeting,
    intro,
    sees,
    `${claim}\n${claimUrl}`,
    `— ${who}`,
    askedForReset
      ? 'You get this mail because a password reset was asked for your address.'
      : `You get this mail because ${brand.officerName} is your loan officer. Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n\n');
  return { subject, html, text };
}
