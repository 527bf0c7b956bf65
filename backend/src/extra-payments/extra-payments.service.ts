import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExtraPayment } from '@homewise/contracts';
import { MortgageProfilesService } from '../mortgage-profiles/mortgage-profiles.service.js';
import type { CreateExtraPaymentDto, UpdateExtraPaymentDto } from './extra-payment.dto.js';
import { ExtraPaymentEntity } from './extra-payment.entity.js';

const PAYMENT_NOT_FOUND = 'Extra payment not found.';

export function toExtraPayment(p: ExtraPaymentEntity): ExtraPayment {
  return {
    id: p.id,
    mortgageProfileId: p.mortgageProfileId,
    paymentDate: p.paymentDate,
    amount: p.amount,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

@Injectable()
export class ExtraPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: MortgageProfilesService,
  ) {}

  private get payments() {
    return this.dataSource.getRepository(ExtraPaymentEntity);
  }

  /** Newest first; the profile must be the user's own (else 404). */
  async list(userId: string, profileId: string): Promise<ExtraPayment[]> {
    await this.profiles.findOwned(userId, profileId);
    const rows = await this.payments.find({
      where: { mortgageProfileId: profileId },
      order: { paymentDate: 'DESC', createdAt: 'DESC' },
    });
    return rows.map(toExtraPayment);
  }

  async create(userId: string, input: CreateExtraPaymentDto): Promise<ExtraPayment> {
    await this.profiles.findOwned(userId, input.mortgageProfileId.toLowerCase());
    const inserted = await this.payments.insert({
      mortgageProfileId: input.mortgageProfileId.toLowerCase(),
      paymentDate: input.paymentDate,
      amount: input.amount,
    });
    return toExtraPayment(await this.payments.findOneByOrFail({ id: inserted.identifiers[0].id as string }));
  }

  async update(userId: string, id: string, input: UpdateExtraPaymentDto): Promise<ExtraPayment> {
    const payment = await this.findOwned(userId, id);
    if (input.paymentDate !== undefined) payment.paymentDate = input.paymentDate;
    if (input.amount !== undefined) payment.amount = input.amount;
    return toExtraPayment(await this.payments.save(payment));
  }

  async remove(userId: string, id: string): Promise<void> {
    const payment = await this.findOwned(userId, id);
    await this.payments.delete({ id: payment.id });
  }

  /** The payment if its profile belongs to the user; anyone else's is "not found". */
  private async findOwned(userId: string, id: string): Promise<ExtraPaymentEntity> {
    const payment = await this.payments
      .createQueryBuilder('e')
      .innerJoin('mortgage_profiles', 'p', 'p.id = e.mortgage_profile_id')
      .where('e.id = :id AND p.user_id = :userId', { id, userId })
      .getOne();
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
    return payment;
  }
}
