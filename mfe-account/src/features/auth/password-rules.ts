import { PASSWORD_MIN_LENGTH } from '@homewise/contracts';
import type { ToastInput } from '@homewise/platform';

/**
 * The two checks of spec section 5 for a new password (signup and reset), in the spec's order,
 * as the toast to show; null when the password may be sent.
 */
export function newPasswordProblem(password: string, confirmation: string): ToastInput | null {
  if (password !== confirmation) {
    return { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.', variant: 'destructive' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Weak Password', description: 'Password must be at least 8 characters long.', variant: 'destructive' };
  }
  return null;
}

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;
