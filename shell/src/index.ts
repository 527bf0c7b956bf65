import { loadRemotePage } from './remotes/remote-loader';
import { referralCodeOf, startBrandLoad } from './routes/early-brand';
import { startSignedInPage } from './routes/early-session';
import { findPage } from './routes/route-table';
import { roleNotedHere, signedInHere } from './routes/signed-in-here';

// Start fetching the first page's remote (manifest, entry, page chunk) now, while React and the
// app load and render, so the two overlap. For public pages; a protected page first needs the
// user (a visitor who is then sent to login must not download that page's remote): its session
// check starts now, and its remote and data as soon as the check names someone who may open it
// (routes/early-session.ts).
// (These modules use no shared module, so this runs safely before the async boundary.)
const { pathname } = window.location;
const first = pathname.startsWith('/lo/') ? findPage('/') : findPage(pathname);
if (first.access === 'public') loadRemotePage(first.remote, first.name).catch(() => undefined);
else startSignedInPage(first, { signedInHint: signedInHere(), notedRole: roleNotedHere() });
// A loan officer's page also needs their brand before it shows: ask for it now too.
const referralCode = referralCodeOf(pathname);
if (referralCode) startBrandLoad(referralCode);

// An async boundary: shared modules (React, the platform) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
