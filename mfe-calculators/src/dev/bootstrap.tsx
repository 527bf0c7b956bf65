import { lazy } from 'react';
import { mountStandalone } from '@homewise/platform/standalone';

mountStandalone('calculators', {
  CutMyCosts: lazy(() => import('../exposes/CutMyCosts')),
  ExtraPayments: lazy(() => import('../exposes/ExtraPayments')),
  MyHomeEquity: lazy(() => import('../exposes/MyHomeEquity')),
  RateManagement: lazy(() => import('../exposes/RateManagement')),
});
