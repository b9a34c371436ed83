// npm run db:types — regenerates core/database.types.ts and supabase/access.generated.sql from supabase/migrations.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateDatabaseFiles } from './typegen/generateDatabaseFiles.ts';

for (const { path, text } of await generateDatabaseFiles()) {
  writeFileSync(path, text);
  console.log(`Escrito ${relative(process.cwd(), path)}`);
}
