// The operator's roles from the command line (issue 18): `npm run admin -- grant <email>` makes
// an account an admin, `revoke <email>` makes it an ordinary user again; each change is audited.
// Reads the same settings as the server (DATABASE_URL or DATA_DIR). On the embedded database
// (PGlite) stop the server first: only one process may open its files.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { setRoleByEmail } from '../server/services/admin/roles.ts';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';

export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || !email.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: join(resolve(config.dataDir), 'db') },
  );
  try {
    const outcome = await setRoleByEmail(database.db, email, command === 'grant' ? 'admin' : 'user');
    if (outcome === 'unknown') {
      console.error(`${email}: no account with this address`);
      return 1;
    }
    const role = command === 'grant' ? 'an admin' : 'no admin';
    console.log(outcome === 'changed' ? `${email} is now ${role}` : `${email} was ${role} already`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
