import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReadyResponse } from '@homewise/contracts';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves false when the check throws or takes longer than the timeout. */
async function within(check: () => Promise<unknown>, ms = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async readiness(): Promise<ReadyResponse> {
    const database = (await within(() => this.dataSource.query('SELECT 1'))) ? 'up' : 'down';
    const redis: ReadyResponse['redis'] = 'not_configured';
    const ok = database === 'up';
    return { status: ok ? 'ready' : 'not_ready', database, redis };
  }
}
