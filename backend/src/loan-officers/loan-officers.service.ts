import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PLAN_CLIENT_LIMITS,
  type Brand,
  type LoanOfficerBrandSettings,
  type LoanOfficerClient,
  type LoanOfficerClientList,
  type SharedLoanOfficer,
} from '@homewise/contracts';
import { AppConfig } from '../config/app-config.js';
import { UserEntity } from '../users/user.entity.js';
import { LoanOfficerBrandEntity } from './loan-officer-brand.entity.js';
import type { UpdateBrandDto } from './loan-officer.dto.js';
import { normalizeReferralCode, uniqueReferralCode } from './referral-code.js';

/** The product's blue, when the officer has not picked a color. */
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

interface ClientRow {
  id: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  created_at: Date;
  current_balance: string | null;
  original_interest_rate: string | null;
  monthly_payment: string | null;
  current_home_value: string | null;
  last_activity_at: Date | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A client row as the officer sees it: equity is home value minus balance (spec section 9). */
export function toClient(row: ClientRow): LoanOfficerClient {
  const balance = numberOrNull(row.current_balance);
  const value = numberOrNull(row.current_home_value);
  const equity = balance !== null && value !== null ? cents(value - balance) : null;
  return {
    id: row.id,
    fullName: row.full_name || [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    email: row.email,
    phone: row.phone,
    currentBalance: balance,
    interestRate: numberOrNull(row.original_interest_rate),
    monthlyPayment: numberOrNull(row.monthly_payment),
    equity,
    equityPercent: equity !== null && value ? Math.round((equity / value) * 100) : null,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
    joinedAt: new Date(row.created_at).toISOString(),
  };
}

/** How an officer is named to others: the name they gave, else their email. */
const officerName = (officer: UserEntity) =>
  officer.fullName || [officer.firstName, officer.lastName].filter(Boolean).join(' ') || officer.email;

export const NOT_SHARING = 'Your account is not linked to a loan officer.';

@Injectable()
export class LoanOfficersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The officer's own clients only (users linked to them), newest first. */
  async clients(officer: UserEntity): Promise<LoanOfficerClientList> {
    const referralCode = officer.referralCode ?? (await this.assignReferralCode(officer.id));
    const rows: ClientRow[] = await this.dataSource.query(
      `SELECT u.id, u.full_name, u.first_name, u.last_name, u.email, u.phone, u.created_at,
              p.current_balance, p.original_interest_rate, p.monthly_payment, p.current_home_value,
              NULLIF(GREATEST(
                COALESCE(u.last_sign_in_at, '-infinity'),
                COALESCE(p.updated_at, '-infinity'),
                COALESCE((SELECT max(e.updated_at) FROM extra_payments e WHERE e.mortgage_profile_id = p.id), '-infinity')
              ), '-infinity') AS last_activity_at
         FROM users u
         LEFT JOIN mortgage_profiles p ON p.user_id = u.id
        WHERE u.loan_officer_id = $1
        ORDER BY u.created_at DESC, u.id`,
      [officer.id],
    );
    const plan = officer.plan ?? 'free';
    return { plan, clientLimit: PLAN_CLIENT_LIMITS[plan], referralCode, clients: rows.map(toClient) };
  }

  async brandSettings(userId: string): Promise<LoanOfficerBrandSettings> {
    const brand = await this.dataSource.getRepository(LoanOfficerBrandEntity).findOneBy({ userId });
    return {
      companyName: brand?.companyName ?? null,
      nmlsId: brand?.nmlsId ?? null,
      logoUrl: brand?.logoUrl ?? null,
      photoUrl: brand?.photoUrl ?? null,
      primaryColor: brand?.primaryColor ?? null,
    };
  }

  async updateBrand(userId: string, changes: UpdateBrandDto): Promise<LoanOfficerBrandSettings> {
    const current = await this.brandSettings(userId);
    const next = { ...current };
    for (const key of Object.keys(current) as (keyof LoanOfficerBrandSettings)[]) {
      if (changes[key] !== undefined) next[key] = changes[key] ?? null;
    }
    await this.dataSource.getRepository(LoanOfficerBrandEntity).upsert({ userId, ...next }, ['userId']);
    return next;
  }

  /** The public brand of `/lo/<code>`: only what the officer chose to show on their page. */
  async publicBrand(code: string): Promise<Brand> {
    const normalized = normalizeReferralCode(code);
    if (!/^[A-Z0-9]{1,32}$/.test(normalized)) throw new NotFoundException('No loan officer has this referral code.');
    const officer = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.referral_code = :code AND u.role IN (:...roles)', { code: normalized, roles: ['loan_officer', 'admin'] })
      .getOne();
    if (!officer) throw new NotFoundException('No loan officer has this referral code.');
    const brand = await this.brandSettings(officer.id);
    const name = officerName(officer);
    return {
      name: brand.companyName || name,
      logoUrl: brand.logoUrl,
      primaryColor: brand.primaryColor || DEFAULT_BRAND_COLOR,
      loanOfficer: { name, nmlsId: brand.nmlsId, email: officer.email, phone: officer.phone, photoUrl: brand.photoUrl },
      signupUrl: `${this.config.appUrl}/signup?lo=${encodeURIComponent(normalized)}`,
    };
  }

  /** The loan officer the homeowner's data is shared with (Privacy Policy), or null. */
  async sharedWith(homeowner: UserEntity): Promise<SharedLoanOfficer | null> {
    const officer = await this.officerOf(homeowner);
    if (!officer) return null;
    const brand = await this.brandSettings(officer.id);
    return { name: officerName(officer), companyName: brand.companyName, nmlsId: brand.nmlsId, email: officer.email, phone: officer.phone };
  }

  /**
   * Ends the link: the officer no longer sees the homeowner among their clients (and the place
   * is free again on their plan). Returns the officer's name for the confirmation.
   */
  async stopSharing(homeowner: UserEntity): Promise<string> {
    const officer = await this.officerOf(homeowner);
    // The condition in the UPDATE, not only the check above: two tabs stopping at once get one 200.
    const [, unlinked] = (await this.dataSource.query(
      `UPDATE users SET loan_officer_id = NULL, updated_at = now() WHERE id = $1 AND loan_officer_id IS NOT NULL`,
      [homeowner.id],
    )) as [unknown, number];
    if (!unlinked) throw new NotFoundException(NOT_SHARING);
    return officer ? officerName(officer) : 'your loan officer';
  }

  private async officerOf(homeowner: UserEntity): Promise<UserEntity | null> {
    if (!homeowner.loanOfficerId) return null;
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: homeowner.loanOfficerId });
  }

  private async assignReferralCode(userId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const code = await uniqueReferralCode(manager);
      await manager.update(UserEntity, { id: userId }, { referralCode: code });
      return code;
    });
  }
}
