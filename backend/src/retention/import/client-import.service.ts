import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CLIENT_IMPORT_MAX_ROWS,
  IMPORT_DIGEST_SPREAD_DAYS,
  PLAN_CLIENT_LIMITS,
  planInForce,
  type ClientImportResponse,
  type ClientImportSkippedRow,
  type LoanOfficerPlan,
} from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { todayUtc } from '../../common/today.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { planSends } from '../sending/retention-sends.js';
import { RetentionSender } from '../sending/retention-sender.service.js';
import { ImportFileError, parseClientCsv, type ImportedClient } from './import-rows.js';

interface ExistingUser {
  id: string;
  email: string;
  loan_officer_id: string | null;
  claimed: boolean;
}

/**
 * An officer's book, imported from CSV. Every row is checked first (parseClientCsv); then one
 * transaction, with the officer's row locked so no signup takes a place meanwhile, creates the
 * new clients that fit the plan, updates the officer's own unclaimed clients and plans an
 * invitation for each new one. Either all of that is stored or none (a failure answers 500 and
 * leaves nothing half-done); invitations go to the rate-limited workers after the commit.
 */
@Injectable()
export class ClientImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: RetentionSender,
  ) {}

  async import(officer: UserEntity, csv: string): Promise<ClientImportResponse> {
    if (!officer.emailVerifiedAt) throw new DomainError('EMAIL_NOT_CONFIRMED');
    let parsed;
    try {
      parsed = parseClientCsv(csv, todayUtc(), CLIENT_IMPORT_MAX_ROWS);
    } catch (error) {
      if (error instanceof ImportFileError) throw new DomainError('CLIENT_IMPORT_INVALID', { problem: error.message });
      throw error;
    }
    const skipped: ClientImportSkippedRow[] = [...parsed.skipped];
    const { created, updated, clientCount, clientLimit, sendIds } = await this.dataSource.transaction(async (manager) => {
      const [lo] = await manager.query(`SELECT plan, plan_trial_ends_at FROM users WHERE id = $1 FOR UPDATE`, [officer.id]);
      const clientLimit = PLAN_CLIENT_LIMITS[planInForce(lo.plan as LoanOfficerPlan | null, lo.plan_trial_ends_at) ?? 'free'];
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE loan_officer_id = $1`, [officer.id]);
      const existing = new Map<string, ExistingUser>(
        (
          (await manager.query(
            `SELECT id, email, loan_officer_id, password_hash IS NOT NULL AS claimed FROM users WHERE email = ANY($1::text[])`,
            [parsed.clients.map((c) => c.email)],
          )) as ExistingUser[]
        ).map((u) => [u.email, u]),
      );
      const toCreate: ImportedClient[] = [];
      const toUpdate: Array<ImportedClient & { id: string }> = [];
      let room = clientLimit - count;
      for (const client of parsed.clients) {
        const user = existing.get(client.email);
        if (user?.loan_officer_id === officer.id && !user.claimed) toUpdate.push({ ...client, id: user.id });
        else if (user?.loan_officer_id === officer.id) {
          skipped.push({ row: client.row, email: client.email, reason: 'Already your client with their own account: they keep the details they entered.' });
        } else if (user) {
          skipped.push({ row: client.row, email: client.email, reason: 'This address already has a Homewise account: send them your signup link instead.' });
        } else if (room <= 0) {
          skipped.push({ row: client.row, email: client.email, reason: `Your plan's ${clientLimit.toLocaleString('en-US')} clients are full.` });
        } else {
          room -= 1;
          toCreate.push(client);
        }
      }
      const createdIds = await this.create(manager, officer.id, toCreate);
      await this.update(manager, toUpdate);
      const sendIds = await planSends(
        manager,
        createdIds.map((id) => ({ kind: 'invitation' as const, recipientId: id, officerId: officer.id, periodKey: 'invitation' })),
      );
      return { created: toCreate.length, updated: toUpdate.length, clientCount: count + toCreate.length, clientLimit, sendIds };
    });
    await this.sender.queue(sendIds);
    skipped.sort((a, b) => a.row - b.row);
    return { imported: created + updated, created, updated, skipped, clientCount, clientLimit };
  }

  /** New accounts without a password (claimed later), their profiles, engagement rows and invitations. */
  private async create(manager: EntityManager, officerId: string, clients: ImportedClient[]): Promise<string[]> {
    if (!clients.length) return [];
    const rows: Array<{ id: string; email: string }> = await manager.query(
      `INSERT INTO users (email, first_name, last_name, full_name, phone, role, loan_officer_id, onboarding_completed)
       SELECT e, f, l, n, p, 'customer', $6, h FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $7::boolean[]) AS t(e, f, l, n, p, h)
       RETURNING id, email`,
      [
        clients.map((c) => c.email),
        clients.map((c) => c.firstName),
        clients.map((c) => c.lastName),
        clients.map((c) => c.fullName),
        clients.map((c) => c.phone),
        officerId,
        clients.map((c) => c.profile !== null),
      ],
    );
    const idOf = new Map(rows.map((r) => [r.email, r.id]));
    const ids = clients.map((c) => idOf.get(c.email)!);
    await this.upsertProfiles(manager, clients.flatMap((c, i) => (c.profile ? [{ ...c, id: ids[i] }] : [])));
    const now = Date.now();
    await manager.query(
      // Invited from now on (Clients says so at once); the invitation mail sets the time again when it is written.
      `INSERT INTO client_engagement (client_id, next_digest_at, invited_at) SELECT t.id, t.due, now() FROM unnest($1::uuid[], $2::timestamptz[]) AS t(id, due)`,
      [ids, ids.map((_, i) => InvitationsService.firstDigestAt(now, i, ids.length, IMPORT_DIGEST_SPREAD_DAYS).toISOString())],
    );
    await manager.query(`INSERT INTO client_invitations (client_id, officer_id) SELECT unnest($1::uuid[]), $2`, [ids, officerId]);
    return ids;
  }

  /** A re-import of the officer's unclaimed clients: their details and loan as the file says now. */
  private async update(manager: EntityManager, clients: Array<ImportedClient & { id: string }>): Promise<void> {
    if (!clients.length) return;
    await manager.query(
      `UPDATE users u SET first_name = coalesce(t.f, u.first_name), last_name = coalesce(t.l, u.last_name), full_name = coalesce(t.n, u.full_name),
              phone = coalesce(t.p, u.phone), updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(id, f, l, n, p) WHERE u.id = t.id`,
      [clients.map((c) => c.id), clients.map((c) => c.firstName), clients.map((c) => c.lastName), clients.map((c) => c.fullName), clients.map((c) => c.phone)],
    );
    await this.upsertProfiles(manager, clients.filter((c) => c.profile));
  }

  private async upsertProfiles(manager: EntityManager, clients: Array<ImportedClient & { id: string }>): Promise<void> {
    if (!clients.length) return;
    const p = clients.map((c) => c.profile!);
    await manager.query(
      `INSERT INTO mortgage_profiles (user_id, property_address, purchase_price, original_loan_amount, current_balance, original_interest_rate,
                                      loan_term_years, loan_type, monthly_payment, first_payment_date, current_home_value)
       SELECT id, a, 0, amount, balance, rate, term, type, payment, first, value
         FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::int[], $7::text[], $8::numeric[], $9::date[], $10::numeric[])
              AS t(id, a, amount, balance, rate, term, type, payment, first, value)
       ON CONFLICT (user_id) DO UPDATE SET property_address = excluded.property_address, original_loan_amount = excluded.original_loan_amount,
              current_balance = excluded.current_balance, original_interest_rate = excluded.original_interest_rate, loan_term_years = excluded.loan_term_years,
              loan_type = excluded.loan_type, monthly_payment = excluded.monthly_payment, first_payment_date = excluded.first_payment_date,
              current_home_value = excluded.current_home_value, updated_at = now()`,
      [
        clients.map((c) => c.id),
        p.map((x) => x.propertyAddress),
        p.map((x) => x.originalLoanAmount),
        p.map((x) => x.currentBalance),
        p.map((x) => x.originalInterestRate),
        p.map((x) => x.loanTermYears),
        p.map((x) => x.loanType),
        p.map((x) => x.monthlyPayment),
        p.map((x) => x.firstPaymentDate),
        p.map((x) => x.currentHomeValue),
      ],
    );
  }
}
