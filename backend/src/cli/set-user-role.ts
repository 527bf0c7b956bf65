import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@homewise/contracts';
import type { AppConfig } from '../config/app-config.js';
import { runMigrations } from '../database/migration-runner.js';
import { SecurityLogService } from '../identity/security-log/security-log.service.js';
import { UserEntity } from '../identity/users/user.entity.js';
import { UsersService } from '../identity/users/users.service.js';
import { NoDatabaseError, openCliDatabase } from './cli-database.js';

export const USER_ROLE_USAGE = 'Usage: npm run -w backend user:role -- --email <email> --role <customer|loan_officer|admin>';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `user:role`: gives an existing user a role. Says first which database it opened, so an
 * operator whose platform runs on another one (its own DATABASE_URL or DATA_DIR) sees it at once;
 * never creates an empty database. Exit code: 0 done, 1 failed, 2 usage.
 */
export async function setUserRole(argv: string[], config: AppConfig, out: CliOutput = console): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, role: { type: 'string' } }, strict: false });
  const { email, role } = values as { email?: string; role?: string };
  if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
    out.error(USER_ROLE_USAGE);
    return 2;
  }
  let database;
  try {
    database = await openCliDatabase(config, [UserEntity], { createIfMissing: false });
  } catch (error) {
    if (error instanceof NoDatabaseError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  out.log(`Database: ${database.description}.`);
  try {
    await runMigrations(database.dataSource, database.embedded);
    if (!(await database.dataSource.getRepository(UserEntity).existsBy({ email: email.trim().toLowerCase() }))) {
      out.error(`No user with the email ${email} in ${database.description}. If the platform runs on another database, run this command with its DATABASE_URL or DATA_DIR.`);
      return 1;
    }
    const user = await new UsersService(database.dataSource, new SecurityLogService(database.dataSource)).setRoleByEmail(email, role as Role);
    out.log(`${user.email} is now ${user.role}.`);
    return 0;
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}
