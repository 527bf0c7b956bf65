import { loadRemotePage } from './remotes/remote-loader';
import { referralCodeOf, startBrandLoad } from './routes/early-brand';
import { startProfileLoad } from './routes/early-profile';
import { findPage } from './routes/route-table';
import { signedInHere } from './routes/signed-in-here';

// Start fetching the first page's remote (manifest, entry, page chunk) now, while React and the
// app load and render, so the two overlap. For public pages; a protected page first needs the
// user (a visitor who is then sent to login must not download that page's remote), unless the
// browser notes someone was signed in here (below).
// (These modules use no shared module, so this runs safely before the async boundary.)
const { pathname } = window.location;
const first = pathname.startsWith('/lo/') ? findPage('/') : findPage(pathname);
if (first.access === 'public') loadRemotePage(first.remote, first.name).catch(() => undefined);
// A signed-in page, when someone was signed in here last time (a hint, not access: the session
// check still decides): its remote and its profile load beside the session check, not after it.
// Role-limited pages wait for the check, so nobody downloads a page their role cannot open.
else if (!first.roles && signedInHere()) {
  loadRemotePage(first.remote, first.name).catch(() => undefined);
  if (first.profile) startProfileLoad();
}
// A loan officer's page also needs their brand before it shows: ask for it now too.
const referralCode = referralCodeOf(pathname);
if (referralCode) startBrandLoad(referralCode);

// An async boundary: shared modules (React, the platform) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
