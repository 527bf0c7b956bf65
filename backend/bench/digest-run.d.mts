export interface DigestRunResult {
  clients: number;
  /** Digest messages the SMTP server accepted. */
  received: number;
  /** Distinct clients who got one. */
  recipients: number;
  missed: number;
  /** Messages beyond one per client (a re-delivery of the same Message-ID counts). */
  duplicates: number;
  /** Clients mailed under two different Message-IDs: a second digest, not a re-delivery. */
  secondDigests: number;
  /** `retention_sends` digest rows marked mailed. */
  mailedSends: number;
  killed: boolean;
  perMinute: number;
  seconds: number;
  p99RenderSeconds: number | null;
}

export function digestRun(options: {
  clients: number;
  officers: number;
  killAt?: number;
  mailRatePerMinute?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<DigestRunResult>;
