import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import {
  DEFAULT_LOAN_TERM_YEARS,
  MORTGAGE_EXTRA_FIELDS,
  fixedTermYears,
  loanTermProblem,
  mortgageProblems,
  mortgageProblemsSentence,
  type MortgageField,
  type MortgageProfile,
  type MortgageValues,
} from '@homewise/contracts';
import type { MortgageProfileInputDto, UpdateLoanDetailsDto, UpdatePropertyValuesDto } from './mortgage-profile.dto.js';
import { MortgageProfileEntity } from './mortgage-profile.entity.js';
import { DomainError } from '../common/errors/domain-error.js';
import { todayUtc } from '../common/today.js';
import { poolQuery } from '../database/pool-query.js';
import { SessionsService } from '../identity/sessions/sessions.service.js';
import { hashToken } from '../identity/sessions/tokens.js';
import { PROFILE_OF_SESSION, toMortgageProfile, type ProfileOfSessionRow } from './mortgage-profile.mapper.js';

/**
 * A loan type and term that do not go together (a 5/1 ARM of 5 years, a 15-Year Fixed of 30)
 * answer 400 before anything is stored: the forms never send such a pair, and a payment priced
 * on it would be wrong on every page.
 */
function assertLoanTerm(loanType: string, termYears: number): void {
  const problem = loanTermProblem(loanType, termYears);
  if (problem) throw new DomainError('LOAN_TERM_MISMATCH', { problem });
}

/**
 * The rules between fields (@homewise/contracts: balance at most the original amount, payment
 * above the first month's interest) on the profile as it would be stored. With `changed`, only
 * those fields and the rules they take part in: a stored profile that breaks a bound set after it
 * was saved still loads and is fixed one edit at a time.
 */
function assertWithinBounds(values: MortgageValues, changed?: readonly MortgageField[]): void {
  const problems = mortgageProblems(values, todayUtc(), { changed });
  if (Object.keys(problems).length) throw new DomainError('MORTGAGE_OUT_OF_BOUNDS', { problems: mortgageProblemsSentence(problems) });
}

/**
 * A balance the homeowner sets (typed in, "Auto", the Profile or equity form) is their statement:
 * the extra payments made by then are part of it. Their effect is no longer ours to give back
 * when one is deleted or changed, and a scheduled one whose day has come is not taken off again
 * (extra-payments.service.ts has the rest of these rules).
 */
const EXTRA_PAYMENTS_INTO_SET_BALANCE = `UPDATE extra_payments SET balance_effect = NULL, scheduled = false
  WHERE mortgage_profile_id = $1 AND (balance_effect IS NOT NULL OR (scheduled AND payment_date <= $2))`;

/** Only the fields a DTO actually carried (undefined = not sent, so not changed). */
function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

@Injectable()
export class MortgageProfilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  private get profiles() {
    return this.dataSource.getRepository(MortgageProfileEntity);
  }

  /**
   * The profile of the session's user as the JSON text of the answer (a MortgageProfile, or
   * `null` when the user has no profile yet); undefined when the session is not valid. One
   * statement (two unique-index lookups) straight on the pool, because every dashboard screen
   * calls it.
   */
  async findJsonForSession(token: string): Promise<string | undefined> {
    const rows = await poolQuery<ProfileOfSessionRow>(this.dataSource, PROFILE_OF_SESSION, [hashToken(token)]);
    if (!rows.length) return undefined;
    this.sessions.touch(rows[0].session_id, rows[0].session_last_seen_ms);
    return rows[0].profile;
  }

  /**
   * The user's profile, locked until `manager`'s transaction ends (its balance is about to change
   * with an extra payment); someone else's id is "not found".
   */
  async lockOwned(manager: EntityManager, userId: string, id: string): Promise<MortgageProfileEntity> {
    const profile = await manager.getRepository(MortgageProfileEntity).findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } });
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND');
    return profile;
  }

  /**
   * Moves a locked profile's current balance by an extra payment: `givenBack` added (a payment
   * deleted or changed), `takenOff` subtracted (a payment made), never below $0.
   */
  async moveBalance(manager: EntityManager, id: string, { givenBack = 0, takenOff = 0 }: { givenBack?: number; takenOff?: number }): Promise<void> {
    if (!givenBack && !takenOff) return;
    await manager.query(`UPDATE mortgage_profiles SET current_balance = greatest(0, current_balance + $2::numeric - $3::numeric), updated_at = now() WHERE id = $1`, [
      id,
      givenBack,
      takenOff,
    ]);
  }

  /** The profile with this id if it belongs to the user; someone else's id is "not found". */
  async findOwned(userId: string, id: string): Promise<MortgageProfileEntity> {
    const profile = await this.profiles.findOneBy({ id, userId });
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND');
    return profile;
  }

  /** Creates the one primary profile, filling the spec's create fallbacks (section 5). */
  async create(userId: string, input: MortgageProfileInputDto): Promise<MortgageProfile> {
    const originalLoanAmount = input.originalLoanAmount ?? 0;
    const purchasePrice = input.purchasePrice ?? 0;
    const loanType = input.loanType ?? '30_year_fixed';
    // Without a term, a fixed type's own (15_year_fixed → 15), else 30 years.
    const loanTermYears = input.loanTermYears ?? fixedTermYears(loanType) ?? DEFAULT_LOAN_TERM_YEARS;
    assertLoanTerm(loanType, loanTermYears);
    const values = {
      propertyAddress: input.propertyAddress ?? '',
      purchaseDate: input.purchaseDate ?? null,
      purchasePrice,
      originalLoanAmount,
      currentBalance: input.currentBalance ?? originalLoanAmount,
      originalInterestRate: input.originalInterestRate ?? 0,
      loanTermYears,
      loanType,
      monthlyPayment: input.monthlyPayment ?? 0,
      firstPaymentDate: input.firstPaymentDate ?? null,
      currentHomeValue: input.currentHomeValue ?? purchasePrice,
      ...Object.fromEntries(MORTGAGE_EXTRA_FIELDS.map((field) => [field, input[field] ?? null])),
    };
    // A bare create falls back to a 0% rate and a $0 payment (spec section 5): refused here,
    // with the words of the fields, as every value a form would refuse.
    assertWithinBounds(values);
    try {
      const inserted = await this.profiles.insert({ userId, ...values });
      return toMortgageProfile(await this.profiles.findOneByOrFail({ id: inserted.identifiers[0].id as string }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new DomainError('PROFILE_EXISTS');
      }
      throw error;
    }
  }

  async update(userId: string, id: string, input: MortgageProfileInputDto | UpdateLoanDetailsDto): Promise<MortgageProfile> {
    const profile = await this.findOwned(userId, id);
    // Checked only when the call changes one of them, so a row saved before the rule (or an
    // older type) can still have its other fields edited.
    if (input.loanType !== undefined || input.loanTermYears !== undefined) {
      assertLoanTerm(input.loanType ?? profile.loanType, input.loanTermYears ?? profile.loanTermYears);
    }
    return this.save(profile, definedFields(input));
  }

  /** Dashboard property edit: the user's own (only) profile, no id in the path. */
  async updateProperty(userId: string, input: UpdatePropertyValuesDto): Promise<MortgageProfile> {
    const profile = await this.profiles.findOneBy({ userId });
    if (!profile) throw new DomainError('NO_PROFILE_YET');
    return this.save(profile, { purchasePrice: input.purchasePrice, currentHomeValue: input.currentHomeValue });
  }

  private async save(profile: MortgageProfileEntity, changes: Partial<MortgageProfileEntity>): Promise<MortgageProfile> {
    assertWithinBounds({ ...profile, ...changes }, Object.keys(changes) as MortgageField[]);
    const balanceSet = changes.currentBalance !== undefined && Number(changes.currentBalance) !== Number(profile.currentBalance);
    Object.assign(profile, changes);
    if (!balanceSet) return toMortgageProfile(await this.profiles.save(profile));
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(MortgageProfileEntity).save(profile);
      await manager.query(EXTRA_PAYMENTS_INTO_SET_BALANCE, [profile.id, todayUtc()]);
      return toMortgageProfile(saved);
    });
  }
}
