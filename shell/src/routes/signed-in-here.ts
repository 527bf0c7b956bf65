// Whether this browser notes that someone is signed in here (contracts SIGNED_IN_HINT_KEY: a
// cookie the server sets and clears with the session, kept in step by the platform's session
// checks): a hint, never access — the session check decides what a signed-in page shows. Uses no
// shared module: index.ts reads it before the async boundary.
import { hasSignedInHint } from '@homewise/contracts';

export function signedInHere(): boolean {
  return hasSignedInHint(document.cookie);
}
