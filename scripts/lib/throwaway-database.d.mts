export interface ThrowawayDatabase {
  /** `<prefix>_<12 hex>` */
  name: string;
  /** `serverUrl` with the database's name as its path. */
  url: string;
  /** One statement in the database; answers its rows. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Drops the database, closing the connections left to it. */
  drop(): Promise<void>;
}

export function createThrowawayDatabase(serverUrl: string, options?: { prefix?: string }): Promise<ThrowawayDatabase>;
