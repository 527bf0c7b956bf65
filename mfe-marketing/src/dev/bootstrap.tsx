import { lazy } from 'react';
import { mountStandalone } from '@homewise/platform/standalone';

const pages = {
  Landing: lazy(() => import('../exposes/Landing')),
  LoanOfficers: lazy(() => import('../exposes/LoanOfficers')),
  About: lazy(() => import('../exposes/About')),
  HowToUse: lazy(() => import('../exposes/HowToUse')),
  PrivacyPolicy: lazy(() => import('../exposes/PrivacyPolicy')),
  TermsOfService: lazy(() => import('../exposes/TermsOfService')),
  Contact: lazy(() => import('../exposes/Contact')),
};

// Every marketing page is public (Contact prefills the signed-in user's name and email).
mountStandalone('marketing', pages, { publicPages: Object.keys(pages) });
