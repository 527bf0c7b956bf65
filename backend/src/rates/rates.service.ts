import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { ALL_LOAN_TYPE_VALUES, loanTypeLabel, type RateEntry } from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import type { CreateRateEntryDto, UpdateRateEntryDto } from './rate-entry.dto.js';
import { RateEntryEntity } from './rate-entry.entity.js';

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

@Injectable()
export class RatesService {
  constructor(private readonly dataSource: DataSource) {}

  private get entries() {
    return this.dataSource.getRepository(RateEntryEntity);
  }

  async list(): Promise<RateEntry[]> {
    const rows = await this.entries.find();
    return rows.sort((a, b) => order(a.loanType) - order(b.loanType)).map(toRateEntry);
  }

  async create(input: CreateRateEntryDto): Promise<RateEntry> {
    return this.saving(input.loanType, async () => {
      const inserted = await this.entries.insert({ loanType: input.loanType, rate: input.rate });
      return this.entries.findOneByOrFail({ id: inserted.identifiers[0].id as string });
    });
  }

  async update(id: string, input: UpdateRateEntryDto): Promise<RateEntry> {
    const entry = await this.entries.findOneBy({ id });
    if (!entry) throw new DomainError('RATE_ENTRY_NOT_FOUND');
    if (input.loanType !== undefined) entry.loanType = input.loanType;
    if (input.rate !== undefined) entry.rate = input.rate;
    return this.saving(entry.loanType, () => this.entries.save(entry));
  }

  async remove(id: string): Promise<void> {
    const result = await this.entries.delete({ id });
    if (!result.affected) throw new DomainError('RATE_ENTRY_NOT_FOUND');
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
