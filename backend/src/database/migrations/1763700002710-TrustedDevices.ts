import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Devices that signed in before (OWASP's device cookies, src/identity/auth/trusted-devices.ts):
 * the hash of the device cookie's token, whose account it is, and the device's own count of
 * wrong passwords, so a stranger's guesses elsewhere cannot lock the owner out of this device.
 */
export class TrustedDevices1763700002710 implements MigrationInterface {
  name = 'TrustedDevices1763700002710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trusted_devices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        failures integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id, last_used_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trusted_devices`);
  }
}
