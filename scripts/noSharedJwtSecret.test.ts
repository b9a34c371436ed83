import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product never mints or checks a JWT with the project's JWT secret: Supabase retires that shared
 * secret, and a token signed with it would stop working (or, leaked, would sign anything). Sessions come
 * from Supabase Auth and are verified through the project's JWKS; a token of the product's own is a
 * random one, hashed in the database. Only the local backend (which plays Supabase) and tests hold it.
 */
const PRODUCT_FOLDERS = ['netlify', 'src', 'admin/src', 'core', 'devserver', 'scripts'];
const MINTING = /\bSignJWT\b|\bjwtVerify\b|\bJWT_SECRET\b|\bjwtSecret\b|\bDEMO_JWT_SECRET\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|astro|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(folder, path));
}

describe('product code', () => {
  it('holds no JWT secret and mints or verifies no JWT with one', () => {
    const offenders = PRODUCT_FOLDERS.flatMap(sourceFiles).filter((path) =>
      MINTING.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
