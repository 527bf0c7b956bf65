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
  /** From the kill to the last digest's arrival. */
  afterKillSeconds: number | null;
  /** The longest wait between two arrivals after the kill (the killed replica's rows coming back). */
  longestPauseAfterKill: number | null;
  p99RenderSeconds: number | null;
  /** The 1-minute load average sampled every 5 s during the run. */
  load: { mean: number; max: number; cores: number } | null;
}

export function digestRun(options: {
  clients: number;
  officers: number;
  killAt?: number;
  mailRatePerMinute?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<DigestRunResult>;
