import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LoanOfficerPlan, Role } from '@homewise/contracts';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always lower-cased. */
  @Column('text')
  email: string;

  /** Null for a client an officer imported, until they claim the account and choose a password. */
  @Column('text', { name: 'password_hash', select: false, nullable: true })
  passwordHash: string | null;

  @Column('text', { name: 'first_name', nullable: true })
  firstName: string | null;

  @Column('text', { name: 'last_name', nullable: true })
  lastName: string | null;

  @Column('text', { name: 'full_name', nullable: true })
  fullName: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  /** Stored as text; any value other than the three roles behaves as customer (effectiveRole). */
  @Column('text', { default: 'customer' })
  role: string;

  @Column('boolean', { name: 'onboarding_completed', default: false })
  onboardingCompleted: boolean;

  @Column('text', { nullable: true })
  plan: LoanOfficerPlan | null;

  /** Set while a Pro plan is a trial; null when paid (an admin said so) or Free. */
  @Column('timestamptz', { name: 'plan_trial_ends_at', nullable: true })
  planTrialEndsAt: Date | null;

  /** When the owner confirmed the address through the verification mail; null until then. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt: Date | null;

  @Column('text', { name: 'referral_code', nullable: true })
  referralCode: string | null;

  @Column('uuid', { name: 'loan_officer_id', nullable: true })
  loanOfficerId: string | null;

  /** When the homeowner agreed to share their mortgage details with `loanOfficerId` (signup through the link, or claiming). */
  @Column('timestamptz', { name: 'sharing_consent_at', nullable: true })
  sharingConsentAt: Date | null;

  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export type { Role };
