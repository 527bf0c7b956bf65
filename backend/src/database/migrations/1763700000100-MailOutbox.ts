import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox (src/mail): every mail is a row first, then delivered by the mail queue or the relay. */
export class MailOutbox1763700000100 implements MigrationInterface {
  name = 'MailOutbox1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        reply_to text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        delivery_ref text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    // The relay's sweep reads only unsent rows, oldest due first.
    await q.query(
      `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
