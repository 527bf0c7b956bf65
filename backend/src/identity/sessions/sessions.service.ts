import { Injectable } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource, EntityManager } from 'typeorm';
import type { ActiveSession } from '@homewise/contracts';
import { AppConfig } from '../../config/app-config.js';
import { describeDevice } from './device.js';
import { poolQuery, type PreparedQuery } from '../../database/pool-query.js';
import { UserEntity } from '../users/user.entity.js';
import { SessionEntity } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';


export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/** The user behind a session token, as the per-request lookup returns it. */
export interface SessionUser {
  sessionId: string;
  user: UserEntity;
}

const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.full_name, u.phone, u.role,
  u.onboarding_completed, u.plan, u.plan_trial_ends_at, u.email_verified_at, u.referral_code, u.loan_officer_id, u.sharing_consent_at, u.last_sign_in_at,
  u.created_at, u.updated_at`;

const SESSION_USER: PreparedQuery = {
  name: 'session_user',
  text: `SELECT s.id AS session_id, s.last_seen_at, ${USER_COLUMNS}
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > now()`,
};

interface SessionUserRow {
  session_id: string;
  last_seen_at: Date;
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  phone: string | null;
  role: string;
  onboarding_completed: boolean;
  plan: UserEntity['plan'];
  plan_trial_ends_at: Date | null;
  email_verified_at: Date | null;
  referral_code: string | null;
  loan_officer_id: string | null;
  sharing_consent_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function rowToUser(row: SessionUserRow): UserEntity {
  const user = new UserEntity();
  Object.assign(user, {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    phone: row.phone,
    role: row.role,
    onboardingCompleted: row.onboarding_completed,
    plan: row.plan,
    planTrialEndsAt: row.plan_trial_ends_at,
    emailVerifiedAt: row.email_verified_at,
    referralCode: row.referral_code,
    loanOfficerId: row.loan_officer_id,
    sharingConsentAt: row.sharing_consent_at,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  return user;
}

/**
 * Server-side sessions with two lifetimes (ASVS V3.3.2): a session ends after
 * `config.sessions.idleSeconds` without a request (sliding) and, used or not,
 * `absoluteSeconds` after sign-in. `expires_at` holds the earlier of the two, so the hot-path
 * reads check one indexed column.
 */
@Injectable()
export class SessionsService {
  /** A session used again after this long gets its idle expiry pushed out (one write per step). */
  private readonly slideAfterMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    // A thirtieth of the idle time (a minute of 30): "last seen" stays that fresh, and an active
    // session costs one small write a minute at most.
    this.slideAfterMs = Math.min(config.sessions.idleSeconds * 1000 / 30, 24 * 60 * 60 * 1000);
  }

  /** Starts a session and returns its token (for the cookie; only its hash is stored). */
  async create(userId: string, meta: SessionMeta = {}, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = newToken();
    const now = Date.now();
    const { idleSeconds, absoluteSeconds } = this.config.sessions;
    await manager.insert(SessionEntity, {
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + Math.min(idleSeconds, absoluteSeconds) * 1000),
      ip: meta.ip?.slice(0, 100) ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /**
   * The hot path of every signed-in request: one indexed query (sessions.token_hash) joined to
   * the user, straight on the pool; the sliding-expiry write happens at most once a slide step.
   */
  async findUser(token: string): Promise<SessionUser | null> {
    const rows = await poolQuery<SessionUserRow>(this.dataSource, SESSION_USER, [hashToken(token)]);
    const row = rows[0];
    if (!row) return null;
    this.touch(row.session_id, row.last_seen_at);
    return { sessionId: row.session_id, user: rowToUser(row) };
  }

  /**
   * Notes that the session was used: pushes its idle expiry out, never past the absolute one.
   * Skipped while the last note is recent; never awaited (a lost write only shortens the idle time).
   */
  touch(sessionId: string, lastSeenAt: Date | string | number): void {
    if (Date.now() - new Date(lastSeenAt).getTime() < this.slideAfterMs) return;
    const { idleSeconds, absoluteSeconds } = this.config.sessions;
    void this.dataSource
      .query(
        `UPDATE sessions SET last_seen_at = now(),
           expires_at = LEAST(now() + $2::interval, created_at + $3::interval)
         WHERE id = $1 AND expires_at > now()`,
        [sessionId, `${idleSeconds} seconds`, `${absoluteSeconds} seconds`],
      )
      .catch(() => undefined);
  }

  /** The user's sessions still in force, this one first, then the most recently used. */
  async listActive(userId: string, currentSessionId: string | undefined): Promise<ActiveSession[]> {
    const rows: { id: string; ip: string | null; user_agent: string | null; created_at: Date; last_seen_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND expires_at > now()
          ORDER BY (id = $2) DESC, last_seen_at DESC, id`,
        [userId, currentSessionId ?? null],
      );
    return rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      ipAddress: row.ip,
      signedInAt: new Date(row.created_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      current: row.id === currentSessionId,
    }));
  }

  /** Ends every session of the user but `keepSessionId`; answers how many ended. */
  async revokeOthers(userId: string, keepSessionId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result: unknown = await manager.query(`DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, [userId, keepSessionId]);
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  /** Ends one session of the user's own; false when there is none with that id. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const result: unknown = await this.dataSource.query(`DELETE FROM sessions WHERE user_id = $1 AND id = $2`, [userId, sessionId]);
    return Array.isArray(result) && result[1] === 1;
  }

  /** Sessions past their end (housekeeping, hourly). */
  @HourlyCleanUp('sessions')
  async deleteExpired(): Promise<number> {
    return affectedRows(await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`));
  }

  /** Ends the session of `token`; answers whose it was (null when it had already ended). */
  async revoke(token: string): Promise<string | null> {
    const [rows]: [{ user_id: string }[], number] = await this.dataSource.query(
      `DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id`,
      [hashToken(token)],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Signs the user out everywhere (password reset). */
  async revokeAllForUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(SessionEntity, { userId });
  }
}
