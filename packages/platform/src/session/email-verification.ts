import { api, errorMessage } from '../api/client';
import { toast } from '../toasts/toast-store';
import { loadUser } from './session-store';

/**
 * `POST /api/auth/resend-verification`: a new confirmation link for the signed-in user, told in a
 * toast either way (the server's words: "We sent a new confirmation link…", or its rate limit's
 * "Too many attempts. Please wait N minutes…"). Shared by the shell's banner and the account
 * remote's verify-email page. Resolves true when a mail went out.
 */
export async function resendVerificationEmail(): Promise<boolean> {
  try {
    const { data } = await api.post<{ message: string }>('/auth/resend-verification');
    toast({ title: 'Verification Email Sent', description: data.message, variant: 'success' });
    // The answer may be "already confirmed" (a link opened in another tab): a fresh user hides the nudge.
    void loadUser({ force: true });
    return true;
  } catch (error) {
    toast({ title: 'Email Not Sent', description: errorMessage(error, 'We could not send the email. Please try again.'), variant: 'destructive' });
    return false;
  }
}
