import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import type { MortgageProfile } from '@homewise/contracts';
import type { MortgageProfileInputDto, UpdateLoanDetailsDto, UpdatePropertyValuesDto } from './mortgage-profile.dto.js';
import { MortgageProfileEntity } from './mortgage-profile.entity.js';
import { poolQuery } from '../database/pool-query.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { hashToken } from '../sessions/tokens.js';
import {
  PROFILE_OF_SESSION,
  rowToMortgageProfile,
  toMortgageProfile,
  type MortgageProfileRow,
  type ProfileOfSessionRow,
} from './mortgage-profile.mapper.js';

export const PROFILE_NOT_FOUND = 'Mortgage profile not found.';

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
   * The profile of the session's user: undefined when the session is not valid, null when the
   * user has no profile yet. One statement (two unique-index lookups) straight on the pool,
   * because every dashboard screen calls it.
   */
  async findForSession(token: string): Promise<MortgageProfile | null | undefined> {
    const rows = await poolQuery<ProfileOfSessionRow>(this.dataSource, PROFILE_OF_SESSION, [hashToken(token)]);
    if (!rows.length) return undefined;
    this.sessions.touch(rows[0].session_id, rows[0].session_last_seen_at);
    return rows[0].id ? rowToMortgageProfile(rows[0] as MortgageProfileRow) : null;
  }

  /** The profile with this id if it belongs to the user; someone else's id is "not found". */
  async findOwned(userId: string, id: string): Promise<MortgageProfileEntity> {
    const profile = await this.profiles.findOneBy({ id, userId });
    if (!profile) throw new NotFoundException(PROFILE_NOT_FOUND);
    return profile;
  }

  /** Creates the one primary profile, filling the spec's create fallbacks (section 5). */
  async create(userId: string, input: MortgageProfileInputDto): Promise<MortgageProfile> {
    const originalLoanAmount = input.originalLoanAmount ?? 0;
    const purchasePrice = input.purchasePrice ?? 0;
    try {
      const inserted = await this.profiles.insert({
        userId,
        propertyAddress: input.propertyAddress ?? '',
        purchaseDate: input.purchaseDate ?? null,
        purchasePrice,
        originalLoanAmount,
        currentBalance: input.currentBalance ?? originalLoanAmount,
        originalInterestRate: input.originalInterestRate ?? 0,
        loanTermYears: input.loanTermYears ?? 30,
        loanType: input.loanType ?? '30_year_fixed',
        monthlyPayment: input.monthlyPayment ?? 0,
        firstPaymentDate: input.firstPaymentDate ?? null,
        currentHomeValue: input.currentHomeValue ?? purchasePrice,
      });
      return toMortgageProfile(await this.profiles.findOneByOrFail({ id: inserted.identifiers[0].id as string }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException('You already have a mortgage profile. Edit it instead of creating another.');
      }
      throw error;
    }
  }

  async update(userId: string, id: string, input: MortgageProfileInputDto | UpdateLoanDetailsDto): Promise<MortgageProfile> {
    const profile = await this.findOwned(userId, id);
    return this.save(profile, definedFields(input));
  }

  /** Dashboard property edit: the user's own (only) profile, no id in the path. */
  async updateProperty(userId: string, input: UpdatePropertyValuesDto): Promise<MortgageProfile> {
    const profile = await this.profiles.findOneBy({ userId });
    if (!profile) throw new NotFoundException('You have no mortgage profile yet. Please complete onboarding first.');
    return this.save(profile, { purchasePrice: input.purchasePrice, currentHomeValue: input.currentHomeValue });
  }

  private async save(profile: MortgageProfileEntity, changes: Partial<MortgageProfileEntity>): Promise<MortgageProfile> {
    Object.assign(profile, changes);
    return toMortgageProfile(await this.profiles.save(profile));
  }
}
