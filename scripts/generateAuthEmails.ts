// npm run auth:emails — writes supabase/templates/*.generated.html from scripts/authEmails/authEmailTemplates.ts.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateAuthEmails } from './authEmails/authEmailTemplates.ts';

for (const { path, text } of generateAuthEmails()) {
  writeFileSync(path, text);
  console.log(`Escrito ${relative(process.cwd(), path)}`);
}
