// Child process for crash tests: opens a PGlite data folder, applies bootstrap + migrations, says "ready"
// and holds the folder until killed.
import { migrate, openPglite } from '@palabra-viva/local-supabase';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: openAndMigrate.ts <dataDir>');
const db = await openPglite({ dataDir });
await migrate(db);
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
