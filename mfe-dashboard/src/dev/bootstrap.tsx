import { lazy } from 'react';
import { mountStandalone } from '@homewise/platform/standalone';

mountStandalone('dashboard', {
  Dashboard: lazy(() => import('../exposes/Dashboard')),
  Onboarding: lazy(() => import('../exposes/Onboarding')),
  Clients: lazy(() => import('../exposes/Clients')),
});
