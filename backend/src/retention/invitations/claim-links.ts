import type { EntityManager } from 'typeorm';
import { INVITATION_LINK_DAYS } from '@homewise/contracts';
import { hashToken, newToken } from '../../identity/sessions/tokens.js';

/**
 * Where an imported client who has not claimed yet goes from a digest or an alert: the app's
 * pages would ask them to sign in to an account with no password, so every link into the app
 * leads to the claim page, with a claim link made with the mail. `store` (in the send's
 * transaction) makes it the one that works, replacing the invitation's as a resend does.
 * Null for a claimed client: their links go into the app.
 */
export function claimLinkForMail(recipient: { id: string; claimed: boolean }): { path: string; store: (manager: EntityManager) => Promise<void> } | null {
  if (recipient.claimed) return null;
  const token = newToken();
  return {
    path: `/claim?token=${token}`,
    store: async (manager) => {
      await manager.query(`UPDATE client_invitations SET token_hash = $2, token_expires_at = now() + $3::int * interval '1 day' WHERE client_id = $1`, [
        recipient.id,
        hashToken(token),
        INVITATION_LINK_DAYS,
      ]);
    },
  };
}
