import { effectiveRole, planInForce, type User } from '@homewise/contracts';
import type { UserEntity } from './user.entity.js';

/** The user record every auth and user call answers (contracts `User`); never the hash. */
export function toUser(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    phone: user.phone,
    role: effectiveRole(user.role),
    onboardingCompleted: user.onboardingCompleted,
    plan: planInForce(user.plan, user.planTrialEndsAt),
    planTrialEndsAt: planInForce(user.plan, user.planTrialEndsAt) === 'pro' && user.planTrialEndsAt ? new Date(user.planTrialEndsAt).toISOString() : null,
    emailVerified: Boolean(user.emailVerifiedAt),
    referralCode: user.referralCode,
    loanOfficerId: user.loanOfficerId,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
