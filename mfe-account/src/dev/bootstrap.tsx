import { lazy } from 'react';
import { mountStandalone } from '@homewise/platform/standalone';

mountStandalone('account', {
  Login: lazy(() => import('../exposes/Login')),
  Signup: lazy(() => import('../exposes/Signup')),
  ForgotPassword: lazy(() => import('../exposes/ForgotPassword')),
  ResetPassword: lazy(() => import('../exposes/ResetPassword')),
  VerifyEmail: lazy(() => import('../exposes/VerifyEmail')),
  Profile: lazy(() => import('../exposes/Profile')),
  UserManagement: lazy(() => import('../exposes/UserManagement')),
  Claim: lazy(() => import('../exposes/Claim')),
  Unsubscribe: lazy(() => import('../exposes/Unsubscribe')),
}, { publicPages: ['Login', 'Signup', 'ForgotPassword', 'ResetPassword', 'VerifyEmail', 'Claim', 'Unsubscribe'] });
