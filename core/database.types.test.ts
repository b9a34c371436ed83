import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../scripts/typegen/generateDatabaseTypes.ts';

describe('core/database.types.ts', () => {
  it('matches the migrations (run `npm run db:types` after changing them)', async () => {
    const committed = readFileSync(DATABASE_TYPES_PATH, 'utf8');
    expect(committed === (await generateDatabaseTypes()), 'core/database.types.ts is stale').toBe(true);
  });
});
