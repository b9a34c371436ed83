import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_STATE_PATH,
  DATABASE_TYPES_PATH,
  type GeneratedFile,
  generateDatabaseFiles,
} from './generateDatabaseFiles.ts';

// CI's freshness check: the committed files are exactly what the migrations give today.
let files: GeneratedFile[];
beforeAll(async () => {
  files = await generateDatabaseFiles();
});

describe.each([
  ['core/database.types.ts', DATABASE_TYPES_PATH],
  ['supabase/access.generated.sql', ACCESS_STATE_PATH],
])('%s', (name, path) => {
  it('matches the migrations (run `npm run db:types` after changing them)', () => {
    const file = files.find((generated) => generated.path === path);
    expect(file, `${name} is generated`).toBeDefined();
    expect(readFileSync(path, 'utf8') === file!.text, `${name} is stale`).toBe(true);
  });
});
