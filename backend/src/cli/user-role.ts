// `npm run -w backend user:role -- --email a@b.c --role admin`: gives an existing user a role
// (how the first admin is made). Works on DATABASE_URL or on the embedded database, whether the
// backend is running (it connects to it) or not (it opens the data folder itself).
import 'reflect-metadata';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ROLES, type Role } from '@homewise/contracts';
import { loadConfig } from '../config/app-config.js';
import { runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres.js';
import { loadMigrations } from '../database/migrations.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

const USAGE = 'Usage: npm run -w backend user:role -- --email <email> --role <customer|loan_officer|admin>';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.email || !values.role || !(ROLES as readonly string[]).includes(values.role)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = join(config.dataDir, 'pgdata');
    url = runningEmbeddedPostgres(dir) ?? undefined;
    if (!url) {
      embedded = await startEmbeddedPostgres(dir, 3);
      url = embedded.url;
    }
  }
  const dataSource = new DataSource({ type: 'postgres', url, entities: [UserEntity], migrations: await loadMigrations() });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const user = await new UsersService(dataSource).setRoleByEmail(values.email, values.role as Role);
    console.log(`${user.email} is now ${user.role}.`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
