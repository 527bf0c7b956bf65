import { Injectable, Logger } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource, type EntityManager } from 'typeorm';
import { containsPattern } from '../../database/like.js';
import { SECURITY_LOG_RETENTION_MONTHS, type SecurityEvent, type SecurityEventList, type SecurityEventType } from '@homewise/contracts';

/** Where a security event came from: the request's client and browser, and who acted. */
export interface SecurityEventSource {
  userId?: string | null;
  /** An admin acting on someone else's account. */
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

export interface SecurityEventQuery {
  type?: SecurityEventType;
  userId?: string;
  search?: string;
  limit?: number;
  offset?: number;
}

/**
 * The security audit log (ASVS V7.1.3, V7.2.1, V7.2.2): sign-ins and their failures, lockouts,
 * sign-outs (logout, one device, every other device), password changes and resets, email
 * verification, role and plan changes, account deletions, brand changes, sharing with a loan
 * officer started and stopped, and admins' rate changes —
 * with time, account, client address and browser. Kept SECURITY_LOG_RETENTION_MONTHS (the
 * Privacy Policy's "Data retention"), also after the account is deleted, then removed by
 * housekeeping. Details never hold a password, a token or a typed email.
 */
@Injectable()
export class SecurityLogService {
  private readonly logger = new Logger('SecurityLog');

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes one event: inside `manager`'s transaction when given (the event stands or falls with
   * the change it records), else on its own. A failed write outside a transaction is logged, not
   * thrown: a sign-in must not fail because its audit line could not be written.
   */
  async record(type: SecurityEventType, source: SecurityEventSource, manager?: EntityManager): Promise<void> {
    const sql = `INSERT INTO security_events (type, user_id, actor_id, ip, user_agent, details) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;
    const params = [
      type,
      source.userId ?? null,
      source.actorId ?? null,
      source.ip?.slice(0, 100) ?? null,
      source.userAgent?.slice(0, 500) ?? null,
      JSON.stringify(source.details ?? {}),
    ];
    if (manager) {
      await manager.query(sql, params);
      return;
    }
    await this.dataSource.query(sql, params).catch((error: Error) => this.logger.error(`Security event ${type} not recorded: ${error.message}`));
  }

  /** Admins: newest first, by type, account, and/or part of the account's email or name. */
  async list(query: SecurityEventQuery): Promise<SecurityEventList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.type) where.push(`e.type = $${params.push(query.type)}`);
    if (query.userId) where.push(`e.user_id = $${params.push(query.userId)}`);
    // Events of a deleted account (or of an email no account has) have no user row to match.
    if (query.search) where.push(`lower(u.email || ' ' || coalesce(u.full_name, '')) LIKE $${params.push(containsPattern(query.search))}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM security_events e LEFT JOIN users u ON u.id = e.user_id ${filter}`, params);
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT e.id, e.occurred_at, e.type, e.user_id, u.email AS user_email, e.actor_id, a.email AS actor_email, e.ip, e.details
         FROM security_events e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN users a ON a.id = e.actor_id
         ${filter}
        ORDER BY e.occurred_at DESC, e.id
        LIMIT $${params.push(query.limit ?? 50)} OFFSET $${params.push(query.offset ?? 0)}`,
      params,
    );
    return { events: rows.map(toSecurityEvent), total };
  }

  /** Events older than the retention the Privacy Policy states (housekeeping, hourly). */
  @HourlyCleanUp('securityEvents')
  async deleteExpired(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(`DELETE FROM security_events WHERE occurred_at < now() - interval '${SECURITY_LOG_RETENTION_MONTHS} months'`),
    );
  }
}

interface EventRow {
  id: string;
  occurred_at: Date;
  type: SecurityEventType;
  user_id: string | null;
  user_email: string | null;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

function toSecurityEvent(row: EventRow): SecurityEvent {
  return {
    id: row.id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    type: row.type,
    userId: row.user_id,
    userEmail: row.user_email,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    ipAddress: row.ip,
    details: row.details ?? {},
  };
}
