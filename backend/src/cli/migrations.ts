// `npm run -w backend migration:show|run|revert` (node dist/cli/migrations.js <command>): the
// database's migrations, on DATABASE_URL or the embedded database. `run` and `revert` hold the
// same advisory lock as a booting API, so a release's migration Job and replicas never race.
//   show     every migration, [X] applied or [ ] pending; exits 1 when some are pending
//   run      applies what is pending
//   revert   undoes the last applied migration
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { pendingMigrations, runMigrations, withMigrationLock } from '../database/migration-runner.js';
import { openCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run -w backend migration:show | migration:run | migration:revert';

async function main(command: string | undefined): Promise<number> {
  if (!command || !['show', 'run', 'revert'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openCliDatabase(loadConfig());
  const { dataSource, embedded } = database;
  try {
    if (command === 'show') {
      const pending = new Set(await pendingMigrations(dataSource));
      for (const migration of dataSource.migrations) {
        const name = migration.name ?? migration.constructor.name;
        console.log(`${pending.has(name) ? '[ ]' : '[X]'} ${name}`);
      }
      console.log(pending.size ? `${pending.size} pending.` : 'Up to date.');
      return pending.size ? 1 : 0;
    }
    if (command === 'run') {
      const applied = await runMigrations(dataSource, embedded);
      console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}.` : 'Nothing to apply: up to date.');
      return 0;
    }
    const before = dataSource.migrations.length - (await pendingMigrations(dataSource)).length;
    if (before === 0) {
      console.log('Nothing to revert: no migration is applied.');
      return 0;
    }
    await withMigrationLock(dataSource, embedded, () => dataSource.undoLastMigration({ transaction: 'each' }));
    const reverted = dataSource.migrations[before - 1];
    console.log(`Reverted ${reverted?.name ?? reverted?.constructor.name}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message ?? error);
    process.exit(1);
  },
);
