import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EXTRA_PAYMENTS_PER_PROFILE, type ExtraPayment } from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import { HourlyCleanUp } from '../common/hourly-clean-up.js';
import { todayUtc } from '../common/today.js';
import { MortgageProfilesService } from '../mortgage-profiles/mortgage-profiles.service.js';
import type { CreateExtraPaymentDto, UpdateExtraPaymentDto } from './extra-payment.dto.js';
import { ExtraPaymentEntity } from './extra-payment.entity.js';

export function toExtraPayment(p: ExtraPaymentEntity): ExtraPayment {
  return {
    id: p.id,
    mortgageProfileId: p.mortgageProfileId,
    paymentDate: p.paymentDate,
    amount: p.amount,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

/**
 * The extra payments and what they do to the current balance the pages use (issue 18: recording
 * one used to change nothing until "Auto" was pressed):
 * - one dated today or earlier is **made**: it comes off the profile's current balance as it is
 *   recorded, in the same transaction (`balance_effect` remembers how much);
 * - one dated later is **scheduled**: it comes off when its date comes (`applyDueScheduled`, run
 *   by the hourly housekeeping and before any change to the profile's payments);
 * - deleting or changing a payment gives back what it took off, then takes off what it now
 *   should — unless the homeowner has set the balance since (mortgage-profiles.service.ts): a
 *   balance they typed in or had "Auto" compute already holds the payments made by then.
 * "Today" is UTC's (common/today.ts). The balance never goes below $0.
 */
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
    const profileId = input.mortgageProfileId.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      await this.profiles.lockOwned(manager, userId, profileId);
      // Counted under the profile's lock, so parallel requests cannot pass the cap together.
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM extra_payments WHERE mortgage_profile_id = $1`, [profileId]);
      if (count >= EXTRA_PAYMENTS_PER_PROFILE) throw new DomainError('TOO_MANY_EXTRA_PAYMENTS', { limit: EXTRA_PAYMENTS_PER_PROFILE });
      const today = todayUtc();
      await this.applyDue(manager, profileId, today);
      const made = input.paymentDate <= today;
      const repository = manager.getRepository(ExtraPaymentEntity);
      const inserted = await repository.insert({
        mortgageProfileId: profileId,
        paymentDate: input.paymentDate,
        amount: input.amount,
        balanceEffect: made ? input.amount : null,
        scheduled: !made,
      });
      if (made) await this.profiles.moveBalance(manager, profileId, { takenOff: input.amount });
      return toExtraPayment(await repository.findOneByOrFail({ id: inserted.identifiers[0].id as string }));
    });
  }

  async update(userId: string, id: string, input: UpdateExtraPaymentDto): Promise<ExtraPayment> {
    return this.dataSource.transaction(async (manager) => {
      const profileId = await this.lockProfileOfPayment(manager, userId, id);
      const today = todayUtc();
      await this.applyDue(manager, profileId, today);
      const current = await this.paymentAfterLock(manager, id);
      if (input.paymentDate !== undefined) current.paymentDate = input.paymentDate;
      if (input.amount !== undefined) current.amount = input.amount;
      // A payment already part of a balance the homeowner set keeps out of the balance.
      const ours = current.balanceEffect !== null || current.scheduled;
      if (ours) {
        const givenBack = current.balanceEffect ?? 0;
        const made = current.paymentDate <= today;
        current.balanceEffect = made ? current.amount : null;
        current.scheduled = !made;
        await this.profiles.moveBalance(manager, current.mortgageProfileId, { givenBack, takenOff: made ? current.amount : 0 });
      }
      return toExtraPayment(await manager.getRepository(ExtraPaymentEntity).save(current));
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockProfileOfPayment(manager, userId, id);
      const payment = await this.paymentAfterLock(manager, id);
      await manager.getRepository(ExtraPaymentEntity).delete({ id: payment.id });
      await this.profiles.moveBalance(manager, payment.mortgageProfileId, { givenBack: payment.balanceEffect ?? 0 });
    });
  }

  /**
   * Takes the scheduled payments whose date has come off their profiles' balances — every
   * profile's (the hourly housekeeping) or one profile's. Each profile in its own transaction,
   * its row locked first as in every other change, so replicas running it together, or a
   * homeowner changing a payment meanwhile, never take one off twice. Returns how many it took off.
   * Not a clean-up, but as hourly and as idempotent: housekeeping runs it.
   */
  @HourlyCleanUp('scheduledExtraPayments')
  async applyDueScheduled(today = todayUtc()): Promise<number> {
    const due = (await this.dataSource.query(`SELECT DISTINCT mortgage_profile_id AS id FROM extra_payments WHERE scheduled AND payment_date <= $1`, [today])) as {
      id: string;
    }[];
    let applied = 0;
    for (const { id } of due) {
      applied += await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT id FROM mortgage_profiles WHERE id = $1 FOR UPDATE`, [id]);
        return this.applyDue(manager, id, today);
      });
    }
    return applied;
  }

  /** Inside a transaction holding the profile's lock: its scheduled payments due by `today` come off the balance. */
  private async applyDue(manager: EntityManager, profileId: string, today: string): Promise<number> {
    const [rows] = (await manager.query(
      `UPDATE extra_payments SET scheduled = false, balance_effect = amount, updated_at = now()
        WHERE mortgage_profile_id = $1 AND scheduled AND payment_date <= $2 RETURNING amount`,
      [profileId, today],
    )) as [{ amount: string }[], number];
    const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100;
    await this.profiles.moveBalance(manager, profileId, { takenOff: total });
    return rows.length;
  }

  /** The payment as it is once its profile is locked (deleted meanwhile by another request: "not found"). */
  private async paymentAfterLock(manager: EntityManager, id: string): Promise<ExtraPaymentEntity> {
    const payment = await manager.getRepository(ExtraPaymentEntity).findOneBy({ id });
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
    return payment;
  }

  /**
   * Locks the profile of the payment for the transaction and answers its id, if the profile
   * belongs to the user; anyone else's payment is "not found". Read the payment after this: its
   * balance effect may have changed while the lock was awaited.
   */
  private async lockProfileOfPayment(manager: EntityManager, userId: string, id: string): Promise<string> {
    const payment = await manager
      .getRepository(ExtraPaymentEntity)
      .createQueryBuilder('e')
      .innerJoin('mortgage_profiles', 'p', 'p.id = e.mortgage_profile_id')
      .where('e.id = :id AND p.user_id = :userId', { id, userId })
      .getOne();
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
    await this.profiles.lockOwned(manager, userId, payment.mortgageProfileId);
    return payment.mortgageProfileId;
  }
}
