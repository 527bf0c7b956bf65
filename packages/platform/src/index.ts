// @homewise/platform: the runtime SDK of every Homewise UI part. A federation singleton: the
// shell provides it, every remote uses the shell's copy (one session store, one toast list, one
// router). Keep it small: everything here ships on every page.
import './styles/index.css';

export { adoptEarlyAnswers, api, ApiError, errorMessage, isNetworkError, serverMessageOf } from './api/client';
export {
  sessionStore,
  loadUser,
  setUser,
  endSession,
  invalidateUser,
  signOut,
  useSession,
  useCurrentUser,
  USER_FRESH_MS,
  type SessionState,
  type SessionStatus,
} from './session/session-store';
export { keepPreviousData, loadQueryLibrary, queryClient, useQuery } from './data/query-client';
export { fetchMortgageProfile, MORTGAGE_PROFILE_KEY, prefetchMortgageProfile } from './mortgage-profile/prefetch';
export { resendVerificationEmail } from './session/email-verification';
export { toast, dismissToast, dismissToastsOnNavigation, toastStore, useToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_CARRY_MS, type Toast, type ToastInput, type ToastVariant } from './toasts/toast-store';
export { Toaster } from './toasts/Toaster';
export { Link, NavLink, Navigate, useInRouterContext, useLocation, useNavigate, useParams, useSearchParams, pageUrl, safeReturnTo } from './navigation/navigation';
export { formatCurrency, formatPercent, initials, displayName, type NamedUser } from './format/format';
export { timeAgo } from './format/time-ago';
export { formatDate, formatMonthYear, formatDateTime, formatTime } from './format/dates';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './ui/Button';
export { TextField, MoneyField, SelectField, TextAreaField, type TextFieldProps, type SelectFieldProps, type TextAreaFieldProps } from './ui/Field';
export { useFieldErrors, focusFirstInvalid } from './ui/useFieldErrors';
export { useFocusReturn } from './ui/useFocusReturn';
export { FallbackImage, type FallbackImageProps } from './ui/FallbackImage';
export { Card, CardHeader, CardContent, PageHeader, Notice } from './ui/Card';
export { Spinner, FullScreenSpinner } from './ui/Spinner';
export { Skeleton, PageSkeleton } from './ui/Skeleton';
export { ProgressBar } from './ui/ProgressBar';
export { Dialog, type DialogProps } from './ui/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { PageNotBuilt } from './ui/PageNotBuilt';
export { csvText, downloadCsv, type CsvCell } from './files/csv';
export { todayIso } from './dates/today';
export { AskOfficerDialog, OfficerCard, officerFirstName, useSharedLoanOfficer } from './loan-officer/officer-card';
