// `npm run -w backend user:role -- --email a@b.c --role admin`: gives an existing user a role
// (how the first admin is made). Works on DATABASE_URL or on the embedded database, whether the
// backend is running (it connects to it) or not (it opens the data folder itself).
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { setUserRole } from './set-user-role.js';

Promise.resolve()
  .then(() => setUserRole(process.argv.slice(2), loadConfig()))
  .then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
