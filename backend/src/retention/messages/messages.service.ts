import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { refinance } from '@homewise/finance';
import type { ClientMessage, ClientMessageList, RefinanceScenarioFigures, RefinanceScenarioInput } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { todayUtc } from '../../common/today.js';
import type { RateLimitRule } from '../../config/app-config.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { MailService } from '../../mail/mail.service.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { mailBrandOf } from '../brand.js';
import { messageMail } from './message-mail.js';

/** Messages a homeowner may send to their officer: enough for a conversation, not for spam. */
const MESSAGES_PER_HOUR: RateLimitRule = { max: 20, windowSeconds: 60 * 60 };

interface MessageRow {
  id: string;
  client_id: string;
  client_name: string | null;
  client_email: string;
  body: string;
  scenario: RefinanceScenarioFigures | null;
  kind: 'ask' | 'scenario';
  created_at: Date;
  read_at: Date | null;
}

const toMessage = (row: MessageRow): ClientMessage => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  clientEmail: row.client_email,
  body: row.body,
  scenario: row.scenario,
  kind: row.kind,
  sentAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
});

const MESSAGE_COLUMNS = `m.id, m.client_id, coalesce(nullif(u.full_name, ''), nullif(concat_ws(' ', u.first_name, u.last_name), '')) AS client_name,
  u.email AS client_email, m.body, m.scenario, m.kind, m.created_at, m.read_at`;

/**
 * "Ask <officer>" and "Send this scenario to <officer>": stored for the officer's Messages list
 * (and the engagement columns) and mailed to the officer with Reply-To the homeowner, in one
 * transaction. A scenario's figures are computed here from the homeowner's profile with
 * `@homewise/finance` `refinance` (exactly Cut My Costs at those inputs), never taken from the browser.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async send(homeowner: UserEntity, body: string, scenarioInput?: RefinanceScenarioInput): Promise<{ id: string; message: string }> {
    if (!homeowner.loanOfficerId) throw new DomainError('NOT_SHARING');
    await this.rateLimits.hit(`client-message:${homeowner.id}`, MESSAGES_PER_HOUR, 'TOO_MANY_MESSAGES');
    const scenario = scenarioInput ? await this.scenarioFigures(homeowner.id, scenarioInput) : null;
    const officerId = homeowner.loanOfficerId;
    const id = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO client_messages (client_id, officer_id, kind, body, scenario) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [homeowner.id, officerId, scenario ? 'scenario' : 'ask', body, scenario ? JSON.stringify(scenario) : null],
      );
      await manager.query(
        `INSERT INTO client_engagement (client_id, next_digest_at, message_count, unread_messages, last_message_at) VALUES ($1, now() + interval '1 day', 1, 1, now())
         ON CONFLICT (client_id) DO UPDATE SET message_count = client_engagement.message_count + 1,
                unread_messages = client_engagement.unread_messages + 1, last_message_at = now()`,
        [homeowner.id],
      );
      const brand = await mailBrandOf(manager, officerId);
      const name = homeowner.fullName || [homeowner.firstName, homeowner.lastName].filter(Boolean).join(' ') || homeowner.email;
      await this.mail.send({ to: brand.email, replyTo: homeowner.email, ...messageMail({ officerName: brand.officerName, clientName: name, clientEmail: homeowner.email, body, scenario }) }, manager);
      return row.id as string;
    });
    return { id, message: 'Your message is on its way. Your loan officer answers by email.' };
  }

  private async scenarioFigures(userId: string, input: RefinanceScenarioInput): Promise<RefinanceScenarioFigures> {
    const [profile] = await this.dataSource.query(
      `SELECT current_balance, monthly_payment, original_interest_rate, loan_term_years, first_payment_date::text AS first_payment_date FROM mortgage_profiles WHERE user_id = $1`,
      [userId],
    );
    if (!profile) throw new DomainError('NO_PROFILE_YET');
    const balance = Number(profile.current_balance);
    const currentMonthlyPayment = Number(profile.monthly_payment);
    const currentRate = Number(profile.original_interest_rate);
    const result = refinance({
      balance,
      currentMonthlyPayment,
      currentRate,
      loanTermYears: profile.loan_term_years,
      firstPaymentDate: profile.first_payment_date,
      today: todayUtc(),
      ...input,
    });
    return {
      ...input,
      currentRate,
      balance,
      currentMonthlyPayment,
      newMonthlyPayment: result.new.monthlyPayment,
      monthlySavings: result.savings.monthly,
      breakEvenMonths: result.chartBreakEvenMonths,
      lifetimeSavings: result.savings.total,
    };
  }

  async list(officerId: string, query: { clientId?: string; unread?: boolean; limit: number; offset: number }): Promise<ClientMessageList> {
    const params = [officerId, query.clientId ?? null, query.unread === true, query.limit, query.offset];
    const where = `m.officer_id = $1 AND ($2::uuid IS NULL OR m.client_id = $2) AND (NOT $3 OR m.read_at IS NULL)`;
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM client_messages m JOIN users u ON u.id = m.client_id WHERE ${where} ORDER BY m.created_at DESC, m.id LIMIT $4 OFFSET $5`,
      params,
    );
    const [{ total, unread }] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${where})::int AS total, count(*) FILTER (WHERE m.read_at IS NULL)::int AS unread FROM client_messages m WHERE m.officer_id = $1`,
      params.slice(0, 3),
    );
    return { messages: rows.map(toMessage), total, unread };
  }

  /** Marks a message read or unread; the client's unread count follows. */
  async markRead(officerId: string, id: string, read: boolean): Promise<ClientMessage> {
    return this.dataSource.transaction(async (manager) => {
      const [[changed]] = (await manager.query(
        `UPDATE client_messages SET read_at = CASE WHEN $3 THEN coalesce(read_at, now()) ELSE NULL END
          WHERE id = $1 AND officer_id = $2 RETURNING client_id`,
        [id, officerId, read],
      )) as [Array<{ client_id: string }>, number];
      if (!changed) throw new DomainError('MESSAGE_NOT_FOUND');
      await manager.query(
        `UPDATE client_engagement SET unread_messages = (SELECT count(*) FROM client_messages WHERE client_id = $1 AND officer_id = $2 AND read_at IS NULL) WHERE client_id = $1`,
        [changed.client_id, officerId],
      );
      const [row]: MessageRow[] = await manager.query(`SELECT ${MESSAGE_COLUMNS} FROM client_messages m JOIN users u ON u.id = m.client_id WHERE m.id = $1`, [id]);
      return toMessage(row);
    });
  }
}
