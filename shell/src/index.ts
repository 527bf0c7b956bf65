import { loadRemotePage } from './remotes/remote-loader';
import { referralCodeOf, startBrandLoad } from './routes/early-brand';
import { findPage } from './routes/route-table';

// Start fetching the first page's remote (manifest, entry, page chunk) now, while React and the
// app load and render, so the two overlap. Only for public pages: a protected page first needs
// the user, and a visitor who is then sent to login must not download that page's remote.
// (These modules use no shared module, so this runs safely before the async boundary.)
const { pathname } = window.location;
const first = pathname.startsWith('/lo/') ? findPage('/') : findPage(pathname);
if (first.access === 'public') loadRemotePage(first.remote, first.name).catch(() => undefined);
// A loan officer's page also needs their brand before it shows: ask for it now too.
const referralCode = referralCodeOf(pathname);
if (referralCode) startBrandLoad(referralCode);

// An async boundary: shared modules (React, the platform) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
