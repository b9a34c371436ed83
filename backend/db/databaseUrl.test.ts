import { describe, expect, it } from 'vitest';
import { withDatabaseName } from './databaseUrl.ts';

describe('withDatabaseName', () => {
  it.each([
    [
      'postgresql://root@/postgres?host=/var/run/postgresql',
      'postgresql://root@/t1?host=/var/run/postgresql',
    ],
    ['postgres://u:p@localhost:5432/app', 'postgres://u:p@localhost:5432/t1'],
    ['postgres://u@db.example.org/', 'postgres://u@db.example.org/t1'],
  ])('%s → %s', (base, expected) => {
    expect(withDatabaseName(base, 't1')).toBe(expected);
  });
});
