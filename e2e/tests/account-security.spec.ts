import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoSideScroll,
  expectToast,
  fillSignupForm,
  logIn,
  mailWithSubject,
  PASSWORD,
  screenshots,
  signUpByApi,
  test,
  uniqueEmail,
  verificationLinkFor,
} from '../support/fixtures';

// Account security from the user's side, against the real backend: the email verification
// banner and page, the Profile's list of signed-in devices with signing out elsewhere, and
// changing the password — each session its own browser context, as a second device would be.

/** Another browser (own cookies), signed in with `credentials`, on its Dashboard. */
async function signInElsewhere(browser: Browser, baseURL: string, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await logIn(other, credentials);
  await expect(other).toHaveURL(/\/Dashboard$/);
  return other;
}

const signedIn = async (page: Page) => (await page.request.get('/api/auth/user')).status() === 200;
const banner = (page: Page) => page.getByRole('region', { name: 'Account verification' });
const security = (page: Page) => page.getByRole('region', { name: 'Security' });
const devices = (page: Page) => security(page).getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

test('email verification: sign up → banner on the signed-in pages → the link from the mail confirms → banner gone', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/signup');
  await fillSignupForm(page, { firstName: 'Vera', lastName: 'Fication', email });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);

  // The nudge, on every page of the app layout, naming the address the link went to.
  await expect(banner(page)).toContainText(`We sent a link to ${email}`);
  await page.goto('/Dashboard');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.hw-page-skeleton')).toHaveCount(0);
  await expectAccessible(page);

  // Keyboard: "Resend verification email" sends a second link, said in a toast.
  await banner(page).getByRole('button', { name: 'Resend verification email' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Verification Email Sent', 'We sent a new confirmation link. Please check your inbox.');
  await verificationLinkFor(email, { after: 1 });

  // At 360 px the banner's text and buttons stack; nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(banner(page).getByRole('button', { name: 'Resend verification email' })).toBeInViewport();
  await expectNoSideScroll(page);
  await screenshots(page, 'verify-email-banner', { phoneWidth: 360 });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Dismissed for this session: gone on reload in this tab, back in a new tab.
  await banner(page).getByRole('button', { name: 'Dismiss for this session' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const tab = await page.context().newPage();
  await tab.goto('/Profile');
  await expect(banner(tab)).toBeVisible();

  // A link that does not work: said plainly, with a new link one click away (signed in).
  await tab.goto('/verify-email?token=not-a-real-token');
  await expect(tab.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(tab.getByRole('alert')).toContainText(`We can send a new one to ${email}`);
  await expectAccessible(tab);
  await tab.getByRole('button', { name: 'Send a new link' }).click();
  await expectToast(tab, 'Verification Email Sent');
  const link = await verificationLinkFor(email, { after: 2 });
  await tab.close();

  // The newest link from the mail opens the real page: confirmed, then on to the Dashboard.
  const url = new URL(link);
  expect(url.pathname).toBe('/verify-email');
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
  await screenshots(page, 'verify-email-confirmed', { phoneWidth: 360 });
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.emailVerified).toBe(true);

  await page.getByRole('link', { name: 'Go to your Dashboard' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // A new tab has no dismissal to hide behind: the banner is gone because the address is confirmed.
  const fresh = await page.context().newPage();
  await fresh.goto('/Profile');
  await expect(fresh.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(banner(fresh)).toHaveCount(0);

  // The same link again: used up, and the page knows there is nothing left to do.
  await fresh.goto(url.pathname + url.search);
  await expect(fresh.getByRole('alert')).toHaveText('Your email address is already confirmed. There is nothing more to do.');
  await expect(fresh.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
});

test('security section: two browsers listed; "Sign out everywhere else" ends the other; one device signed out on its own', async ({ page, browser, baseURL }) => {
  const credentials = await signUpByApi(page.request);
  const second = await signInElsewhere(browser, baseURL!, credentials);

  await page.goto('/Profile');
  await expect(devices(page)).toHaveCount(2);
  await expect(devices(page).first()).toContainText('This device');
  await expect(devices(page).nth(1)).not.toContainText('This device');
  await expect(devices(page).nth(1)).toContainText(/Last seen (just now|\d+ minutes? ago)/);
  await expect(devices(page).first().getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // Keyboard: open the confirmation, confirm with Enter on its button.
  const everywhere = security(page).getByRole('button', { name: 'Sign out everywhere else' });
  await everywhere.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(everywhere).toBeFocused();
  expect(await signedIn(second)).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Sign Out Everywhere Else' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Signed Out Everywhere Else', 'Signed out of 1 other device.');
  await expect(devices(page)).toHaveCount(1);
  await expect(security(page)).toContainText('You are not signed in anywhere else.');
  expect(await signedIn(second)).toBe(false);
  expect(await signedIn(page)).toBe(true);
  // The other browser finds itself logged out on its next page.
  await second.goto('/Profile');
  await expect(second).toHaveURL(/\/login\?returnTo=%2FProfile$/);

  // A third sign-in, signed out on its own from the list.
  const third = await signInElsewhere(browser, baseURL!, credentials);
  await page.reload();
  await expect(devices(page)).toHaveCount(2);
  await devices(page).nth(1).getByRole('button', { name: /^Sign out / }).click();
  await expectToast(page, 'Device Signed Out', 'That device has been signed out.');
  await expect(devices(page)).toHaveCount(1);
  expect(await signedIn(third)).toBe(false);
  expect(await signedIn(page)).toBe(true);

  // 360 px: the list and its buttons fit.
  await page.setViewportSize({ width: 360, height: 800 });
  await security(page).scrollIntoViewIfNeeded();
  await expectNoSideScroll(page);
  await screenshots(page, 'profile-security', { phoneWidth: 360 });
  await second.context().close();
  await third.context().close();
});

test('change password: a wrong current one is refused plainly; the new one ends the other session, mails the owner, and the old one no longer signs in', async ({ page, browser, baseURL }) => {
  const credentials = await signUpByApi(page.request);
  const { email } = credentials;
  const second = await signInElsewhere(browser, baseURL!, credentials);

  await page.goto('/Profile');
  await expect(devices(page)).toHaveCount(2);
  const form = page.getByRole('group', { name: 'Change Password' });
  const newPassword = 'a-fresh-password-2';

  // A wrong current password: the server's words, the cursor back in that field, nothing changed.
  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password').fill(newPassword);
  await form.getByLabel('Confirm Password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toContainText('Your current password is not correct. Your password has not been changed.');
  await expect(form.getByLabel('Current Password')).toBeFocused();
  await expectAccessible(page);
  expect(await signedIn(second)).toBe(true);

  // Keyboard: type over the selected wrong password, Enter submits.
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Password Changed', `Every other device has been signed out. We emailed a confirmation to ${email}.`);
  await expect(form.getByLabel('Current Password')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(devices(page)).toHaveCount(1);
  expect(await signedIn(page)).toBe(true);
  expect(await signedIn(second)).toBe(false);
  expect((await mailWithSubject(email, 'Your Homewise password was changed')).text).toContain('was changed on your Profile page');

  // 360 px: the form fits.
  await page.setViewportSize({ width: 360, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await expectNoSideScroll(page);

  // The old password no longer signs in; the new one does.
  await logIn(second, credentials);
  await expectToast(second, 'Login Failed');
  await expect(second).toHaveURL(/\/login$/);
  await logIn(second, { email, password: newPassword });
  await expect(second).toHaveURL(/\/Dashboard$/);
  await second.context().close();
});
