import type { EntityManager } from 'typeorm';

/** What a `retention_sends` row is (migration RetentionEngine: unique on kind, recipient, period). */
export type SendKind = 'digest' | 'rate_alert' | 'equity_alert' | 'officer_summary' | 'invitation';

export interface PlannedSend {
  kind: SendKind;
  recipientId: string;
  officerId: string | null;
  /** With kind and recipient, the exactly-once key: the same key twice is one send. */
  periodKey: string;
  payload?: Record<string, unknown>;
}

/**
 * Plans sends in the caller's transaction; a key already planned is skipped (ON CONFLICT DO
 * NOTHING on `retention_sends_once_key`). Answers the ids of the rows this call created.
 */
export async function planSends(manager: EntityManager, sends: readonly PlannedSend[]): Promise<string[]> {
  if (!sends.length) return [];
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO retention_sends (kind, recipient_id, officer_id, period_key, payload)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::jsonb[])
     ON CONFLICT (kind, recipient_id, period_key) DO NOTHING
     RETURNING id`,
    [
      sends.map((s) => s.kind),
      sends.map((s) => s.recipientId),
      sends.map((s) => s.officerId),
      sends.map((s) => s.periodKey),
      sends.map((s) => JSON.stringify(s.payload ?? {})),
    ],
  );
  return rows.map((r) => r.id);
}
