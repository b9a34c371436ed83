import { describe, expect, it } from 'vitest';
import { pgErrorStatus } from './pgErrorStatus.ts';

describe('pgErrorStatus', () => {
  it.each([
    ['23505', 'duplicate key value violates unique constraint "t_pkey"', false, 409],
    ['23503', 'insert or update on table "c" violates foreign key constraint', false, 409],
    ['23502', 'null value in column', false, 400],
    ['23514', 'new row violates check constraint', false, 400],
    ['22P02', 'invalid input syntax for type integer: "x"', false, 400],
    ['42703', 'column posts.nope does not exist', false, 400],
    ['42501', 'permission denied for table posts', true, 401],
    ['42501', 'new row violates row-level security policy for table "posts"', false, 403],
    ['P0001', 'raised', false, 400],
    ['PT402', 'payment required', false, 402],
    ['25006', 'cannot execute INSERT in a read-only transaction', false, 405],
    ['21000', 'DELETE requires a WHERE clause', false, 400],
    ['21000', 'more than one row returned by a subquery used as an expression', false, 500],
    ['42883', 'function nope() does not exist', false, 404],
    ['42P01', 'relation "x" does not exist', false, 404],
    ['22023', 'role "x" does not exist', false, 401],
    ['08006', 'connection failure', false, 503],
    ['53300', 'too many connections', false, 503],
    ['53400', 'configuration limit exceeded', false, 500],
    ['57P01', 'terminating connection due to administrator command', false, 503],
    ['57014', 'canceling statement due to statement timeout', false, 500],
    ['28000', 'invalid authorization', false, 403],
    ['XX000', 'internal', false, 500],
  ])('%s %s (anon %s) → %i', (code, message, isAnon, status) => {
    expect(pgErrorStatus(code, message, isAnon)).toBe(status);
  });
});
