// Whether this browser notes that someone is signed in here (contracts SIGNED_IN_HINT_KEY: a
// cookie the server sets and clears with the session, kept in step by the platform's session
// checks), and the role its last check named (contracts ROLE_NOTE_KEY): hints, never access — the
// session check decides what a signed-in page shows. Uses no shared module: index.ts reads them
// before the async boundary.
import { hasSignedInHint, notedRole, ROLE_NOTE_KEY, type Role } from '@homewise/contracts';

export function signedInHere(): boolean {
  return hasSignedInHint(document.cookie);
}

/** The role noted here, or null (none, or storage the browser refuses). */
export function roleNotedHere(): Role | null {
  try {
    return notedRole(localStorage.getItem(ROLE_NOTE_KEY));
  } catch {
    return null;
  }
}
