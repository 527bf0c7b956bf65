import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Every migration class in ./migrations, found by scanning the folder (so adding a migration is
 * adding a file: `<timestamp>-<Name>.ts` exporting a class `<Name><timestamp>`). Works on the
 * compiled .js in dist and on the .ts sources under jest.
 */
/** A migration class as TypeORM takes it (`migrations: [...]`). */
export type MigrationClass = new () => unknown;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<MigrationClass[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{13}-.+\.(js|ts)$/.test(name) && !name.endsWith('.d.ts') && !name.includes('.spec.'))
    .sort();
  const classes: MigrationClass[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${dir}/${file}`).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (typeof value === 'function' && typeof value.prototype?.up === 'function') classes.push(value as MigrationClass);
  }
  return classes;
}
