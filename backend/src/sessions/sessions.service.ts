import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { poolQuery, type PreparedQuery } from '../database/pool-query.js';
import { UserEntity } from '../users/user.entity.js';
import { SessionEntity } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used again after this long gets its expiry pushed out (at most one write a day). */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

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
  u.onboarding_completed, u.plan, u.referral_code, u.loan_officer_id, u.last_sign_in_at,
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
  referral_code: string | null;
  loan_officer_id: string | null;
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
    referralCode: row.referral_code,
    loanOfficerId: row.loan_officer_id,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  return user;
}

@Injectable()
export class SessionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Starts a session and returns its token (for the cookie; only its hash is stored). */
  async create(userId: string, meta: SessionMeta = {}, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await manager.insert(SessionEntity, {
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_LIFETIME_MS),
      ip: meta.ip?.slice(0, 100) ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /**
   * The hot path of every signed-in request: one indexed query (sessions.token_hash) joined to
   * the user, straight on the pool; the sliding-expiry write happens at most daily.
   */
  async findUser(token: string): Promise<SessionUser | null> {
    const rows = await poolQuery<SessionUserRow>(this.dataSource, SESSION_USER, [hashToken(token)]);
    const row = rows[0];
    if (!row) return null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > SLIDE_AFTER_MS) {
      void this.dataSource
        .query(`UPDATE sessions SET last_seen_at = now(), expires_at = now() + $2::interval WHERE id = $1`, [
          row.session_id,
          `${SESSION_LIFETIME_MS / 1000} seconds`,
        ])
        .catch(() => undefined);
    }
    return { sessionId: row.session_id, user: rowToUser(row) };
  }

  async revoke(token: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [hashToken(token)]);
  }

  /** Signs the user out everywhere (password reset). */
  async revokeAllForUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(SessionEntity, { userId });
  }
}
