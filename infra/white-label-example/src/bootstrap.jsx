import { Component, StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { summitBrand } from './brand.js';
import './site.css';

const Landing = lazy(() => loadRemote('marketing/Landing'));

/** If Homewise cannot be reached, the officer's own page still works and says so. */
class Fallback extends Component {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="site-fallback" role="alert">
        Our mortgage tools are not available right now. Please call us at (555) 010-2030.
      </p>
    );
  }
}

function Site({ config }) {
  return (
    <>
      <header className="site-header">
        <p className="site-name">Summit Home Loans</p>
        <nav aria-label="Site">
          <a href="#homewise">Mortgage tools</a>
          <a href="mailto:dana@summithomeloans.example">Contact Dana</a>
        </nav>
      </header>
      <main id="homewise">
        <Fallback>
          <Suspense fallback={<p className="site-loading">Loading mortgage tools…</p>}>
            <Landing brand={summitBrand(config)} />
          </Suspense>
        </Fallback>
      </main>
      <footer className="site-footer">
        <p>© Summit Home Loans · NMLS #1234567 · Equal Housing Lender</p>
      </footer>
    </>
  );
}

/**
 * Where Homewise lives. A real site would write these addresses here; the example reads them from
 * /homewise.json (written by serve.mjs) so one build works against any Homewise environment:
 * `marketingManifestUrl` (https://<marketing host>/mf-manifest.json), `appUrl` (the Homewise app)
 * and the officer's `referralCode`.
 */
async function start() {
  const config = await fetch('/homewise.json').then((response) => response.json());
  registerRemotes([{ name: 'marketing', entry: config.marketingManifestUrl }]);
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <Site config={config} />
    </StrictMode>,
  );
}

start();
