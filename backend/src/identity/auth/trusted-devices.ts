import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { AppConfig } from '../../config/app-config.js';
import { hashToken, newToken } from '../sessions/tokens.js';

/** Wrong passwords a device that signed in before may type before it counts as a stranger. */
export const DEVICE_FAILURES_BEFORE_PAUSE = 10;
const DEVICE_PAUSE_MINUTES = 15;
/** A device forgotten after this long without a sign-in; a user keeps at most this many. */
const DEVICE_KEPT_DAYS = 180;
const DEVICES_PER_USER = 20;

export const DEVICE_COOKIE = 'hw_device';

const isSecure = (config: AppConfig, request: FastifyRequest) => config.appUrl.startsWith('https:') || request.protocol === 'https';
/** `__Host-` over HTTPS, like the session cookie: no sibling subdomain can plant one. */
const cookieName = (config: AppConfig, request: FastifyRequest) => (isSecure(config, request) ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/** A device that signed in to this account before, and may try its password now. */
export interface TrustedDevice {
  id: string;
}

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets a cookie naming it a known device of that account. When the
 * account's sign-in is paused by someone else's guesses (LoginThrottleService), the owner's known
 * device still signs in: its attempts count against its own small budget, never the account's.
 * A stranger without the cookie stays under the account's lockout.
 *
 * OWASP signs the cookie so the server needs no storage; ours is a random 256-bit token whose
 * sha256 is stored, as session tokens are — as unforgeable, and revocable: it is bound to one
 * account, deleted with it, and a device that guesses wrong too often is paused on its own.
 */
@Injectable()
export class TrustedDevicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The request's device cookie, when it is a known device of `userId` and not paused. */
  async recognise(request: FastifyRequest, userId: string): Promise<TrustedDevice | null> {
    const token = request.cookies?.[cookieName(this.config, request)];
    if (!token || token.length > 100) return null;
    const [device]: TrustedDevice[] = await this.dataSource.query(
      `SELECT id FROM trusted_devices WHERE token_hash = $1 AND user_id = $2 AND (locked_until IS NULL OR locked_until <= now())`,
      [hashToken(token), userId],
    );
    return device ?? null;
  }

  /**
   * Runs the password check on the device's own budget: counted before the check (parallel
   * guesses cannot exceed it), cleared by a success. Answers null when the budget is spent (the
   * device is then paused and signs in as a stranger would), else the check's answer.
   */
  async attempt(device: TrustedDevice, verify: () => Promise<boolean>): Promise<boolean | null> {
    const [reserved]: [{ failures: number }[], number] = await this.dataSource.query(
      `UPDATE trusted_devices SET failures = failures + 1
        WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now()) RETURNING failures`,
      [device.id],
    );
    if (!reserved[0] || reserved[0].failures > DEVICE_FAILURES_BEFORE_PAUSE) return null;
    if (await verify()) {
      await this.dataSource.query(`UPDATE trusted_devices SET failures = 0, locked_until = NULL, last_used_at = now() WHERE id = $1`, [device.id]);
      return true;
    }
    await this.dataSource.query(
      `UPDATE trusted_devices SET locked_until = now() + make_interval(mins => $2), failures = 0 WHERE id = $1 AND failures >= $3`,
      [device.id, DEVICE_PAUSE_MINUTES, DEVICE_FAILURES_BEFORE_PAUSE],
    );
    return false;
  }

  /**
   * After a sign-in or signup: this browser becomes (or stays) a known device of `userId`. A
   * cookie of another account is replaced: one browser remembers the last account signed in.
   */
  async remember(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    if (await this.recognise(request, userId)) return;
    const token = newToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO trusted_devices (user_id, token_hash) VALUES ($1, $2)`, [userId, hashToken(token)]);
      await manager.query(
        `DELETE FROM trusted_devices WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM trusted_devices WHERE user_id = $1 ORDER BY last_used_at DESC LIMIT $2)`,
        [userId, DEVICES_PER_USER],
      );
    });
    void reply.setCookie(cookieName(this.config, request), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(this.config, request),
      path: '/',
      maxAge: DEVICE_KEPT_DAYS * 24 * 60 * 60,
    });
  }

  /** Devices unused for DEVICE_KEPT_DAYS (housekeeping, hourly). */
  @HourlyCleanUp('trustedDevices')
  async deleteUnused(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(`DELETE FROM trusted_devices WHERE last_used_at < now() - make_interval(days => $1)`, [DEVICE_KEPT_DAYS]),
    );
  }
}
