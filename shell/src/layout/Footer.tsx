import { Link } from 'react-router';

/** Footer of spec sections 1–2: Legal and Resources links, the tagline, the disclaimer. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__brand">
          <p className="shell-footer__name">Homewise</p>
          <p className="shell-footer__tagline">Take control of your mortgage and unlock savings.</p>
        </div>
        <nav aria-label="Legal" className="shell-footer__group">
          <h2 className="shell-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to="/PrivacyPolicy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/TermsOfService">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Resources" className="shell-footer__group">
          <h2 className="shell-footer__heading">Resources</h2>
          <ul>
            <li>
              <Link to="/HowToUse">How to Use</Link>
            </li>
            <li>
              <Link to="/About">About</Link>
            </li>
            <li>
              <Link to="/Contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="shell-footer__legal">
        © {new Date().getFullYear()} Homewise. Not financial advice.
      </p>
    </footer>
  );
}
