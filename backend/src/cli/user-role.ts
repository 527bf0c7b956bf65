// `npm run -w backend user:role -- --email a@b.c --role admin`: gives an existing user a role
// (how the first admin is made). Works on DATABASE_URL or on the embedded database, whether the
// backend is running (it connects to it) or not (it opens the data folder itself).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@homewise/contracts';
import { loadConfig } from '../config/app-config.js';
import { runMigrations } from '../database/migration-runner.js';
import { UserEntity } from '../users/user.entity.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { UsersService } from '../users/users.service.js';
import { openCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run -w backend user:role -- --email <email> --role <customer|loan_officer|admin>';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.email || !values.role || !(ROLES as readonly string[]).includes(values.role)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openCliDatabase(loadConfig(), [UserEntity]);
  const { dataSource } = database;
  try {
    await runMigrations(dataSource, database.embedded);
    const user = await new UsersService(dataSource, new SecurityLogService(dataSource)).setRoleByEmail(values.email, values.role as Role);
    console.log(`${user.email} is now ${user.role}.`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
