// A signed-in page's first requests, asked for as the page starts (index.ts), while React, the
// platform and the app are still downloading: the session check at once, and as soon as it says
// someone is signed in who may open the page, the page's remote and the data it reads first
// (route table: `profile`, `reads`). The platform's HTTP client takes these answers
// (adoptEarlyAnswers, bootstrap.tsx) instead of asking again; the session check still decides
// what is shown. When the browser notes someone was signed in here (contracts
// SIGNED_IN_HINT_KEY), the remote does not wait for the check, nor does the data of a page for
// every role; a role-limited page's data (an officer's clients) waits for the check to name a
// role that may see it — its code is no secret, and an officer's list is faster for it — unless
// the browser also notes a role the page allows (contracts ROLE_NOTE_KEY, the last check's): then
// the data is asked for at once too. A stale note costs one refused request, never a page shown.
// Uses no shared module: it runs before the async boundary.
import { askEarly, type ApiResponse } from '@homewise/platform/early-answer';
import { effectiveRole, type Role, type User } from '@homewise/contracts';
import { loadRemotePage } from '../remotes/remote-loader';
import { roleMayOpen, type PageDefinition } from './route-table';

type Answers = Iterable<readonly [string, Promise<ApiResponse>]>;

/** Where answers go: kept here until the platform has loaded, then handed to it as they are asked. */
let pending: [string, Promise<ApiResponse>][] = [];
let sink: ((answers: Answers) => void) | null = null;

function ask(path: string, onStatus?: (status: number) => void): Promise<ApiResponse> {
  const answer = askEarly(path, onStatus);
  if (sink) sink([[path, answer]]);
  else pending.push([path, answer]);
  return answer;
}

/** The page's data: what it reads first. */
function askReads(page: PageDefinition): void {
  if (page.profile) ask('/mortgage-profile');
  const reads = typeof page.reads === 'function' ? page.reads() : (page.reads ?? []);
  for (const path of reads) ask(path);
}

/** Starts the session check of a signed-in page, and the page's loads as the text above says. */
export function startSignedInPage(page: PageDefinition, { signedInHint, notedRole = null }: { signedInHint: boolean; notedRole?: Role | null }): void {
  let codeStarted = false;
  let readsStarted = false;
  const startCode = () => {
    if (!codeStarted) loadRemotePage(page.remote, page.name).catch(() => undefined);
    codeStarted = true;
  };
  const start = () => {
    startCode();
    if (!readsStarted) askReads(page);
    readsStarted = true;
  };
  // A page for every role starts on a 2xx status, before the body has been read: while the
  // shell's own code runs, every task the answer waits for is a delay.
  const session = ask('/auth/user', (status) => {
    if (!page.roles && status >= 200 && status < 300) start();
  });
  session.then(
    ({ status, data }) => {
      const user = status >= 200 && status < 300 && data && typeof data === 'object' ? (data as User) : null;
      // A visitor sent to login, or a role the page refuses, downloads nothing of the page (but
      // what the signed-in note started).
      if (user && roleMayOpen(page, effectiveRole(user.role))) start();
    },
    () => undefined,
  );
  if (signedInHint) {
    if (page.roles && !(notedRole && roleMayOpen(page, notedRole))) startCode();
    else start();
  }
}

/** Hands the answers asked for so far, and each one asked for later, to `take` (adoptEarlyAnswers). */
export function handEarlyAnswersTo(take: (answers: Answers) => void): void {
  take(pending);
  pending = [];
  sink = take;
}
