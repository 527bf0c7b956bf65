import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { ALL_LOAN_TYPE_VALUES, loanTypeLabel, type RateEntry } from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import type { CreateRateEntryDto, UpdateRateEntryDto } from './rate-entry.dto.js';
import { RateEntryEntity } from './rate-entry.entity.js';
import type { RequestSource } from '../common/request-source.js';
import { SecurityLogService } from '../identity/security-log/security-log.service.js';

const toRateEntry = (e: RateEntryEntity): RateEntry => ({
  id: e.id,
  loanType: e.loanType,
  rate: e.rate,
  updatedAt: new Date(e.updatedAt).toISOString(),
});

/** Loan types in the order of the product's dropdowns. */
const order = (loanType: string) => {
  const index = ALL_LOAN_TYPE_VALUES.indexOf(loanType);
  return index === -1 ? ALL_LOAN_TYPE_VALUES.length : index;
};

/** The admin changing a rate, and from where. */
export type RateAdmin = RequestSource & { id: string };

@Injectable()
export class RatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly securityLog: SecurityLogService,
  ) {}

  private get entries() {
    return this.dataSource.getRepository(RateEntryEntity);
  }

  async list(): Promise<RateEntry[]> {
    const rows = await this.entries.find();
    return rows.sort((a, b) => order(a.loanType) - order(b.loanType)).map(toRateEntry);
  }

  // Every change is in the security log with the admin who made it: rates are what every
  // homeowner's figures and the loan officers' opportunities are computed from.
  async create(input: CreateRateEntryDto, admin: RateAdmin): Promise<RateEntry> {
    const saved = await this.saving(input.loanType, async () => {
      const inserted = await this.entries.insert({ loanType: input.loanType, rate: input.rate });
      return this.entries.findOneByOrFail({ id: inserted.identifiers[0].id as string });
    });
    await this.recordChange(admin, { loanType: saved.loanType, from: null, to: saved.rate });
    return saved;
  }

  async update(id: string, input: UpdateRateEntryDto, admin: RateAdmin): Promise<RateEntry> {
    const entry = await this.entries.findOneBy({ id });
    if (!entry) throw new DomainError('RATE_ENTRY_NOT_FOUND');
    const before = { loanType: entry.loanType, rate: entry.rate };
    if (input.loanType !== undefined) entry.loanType = input.loanType;
    if (input.rate !== undefined) entry.rate = input.rate;
    const saved = await this.saving(entry.loanType, () => this.entries.save(entry));
    const renamed = before.loanType !== saved.loanType ? { renamedFrom: before.loanType } : {};
    await this.recordChange(admin, { loanType: saved.loanType, from: before.rate, to: saved.rate, ...renamed });
    return saved;
  }

  async remove(id: string, admin: RateAdmin): Promise<void> {
    const [rows, deleted]: [{ loan_type: string; rate: string }[], number] = await this.dataSource.query(
      `DELETE FROM rate_entries WHERE id = $1 RETURNING loan_type, rate`,
      [id],
    );
    if (!deleted) throw new DomainError('RATE_ENTRY_NOT_FOUND');
    await this.recordChange(admin, { loanType: rows[0].loan_type, from: Number(rows[0].rate), to: null });
  }

  private recordChange(admin: RateAdmin, details: { loanType: string; from: number | null; to: number | null; renamedFrom?: string }) {
    return this.securityLog.record('rate_changed', { userId: admin.id, actorId: admin.id, ip: admin.ip, userAgent: admin.userAgent, details });
  }

  /** One entry per loan type: the unique index turns a second one into a 409 with a sentence. */
  private async saving(loanType: string, write: () => Promise<RateEntryEntity>): Promise<RateEntry> {
    try {
      return toRateEntry(await write());
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new DomainError('RATE_ENTRY_EXISTS', { loanType: loanTypeLabel(loanType) });
      }
      throw error;
    }
  }
}
