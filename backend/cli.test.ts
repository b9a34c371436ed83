import { describe, expect, it } from 'vitest';
import { parseBackendArgs } from './cli.ts';

describe('parseBackendArgs', () => {
  it.each([
    [[], {}, { port: 54321, target: { kind: 'dataDir', dataDir: '.data' }, seed: false }],
    [['--memory', '--seed'], {}, { port: 54321, target: { kind: 'memory' }, seed: true }],
    [
      ['--port', '6000', '--data-dir', '/tmp/x'],
      {},
      { port: 6000, target: { kind: 'dataDir', dataDir: '/tmp/x' }, seed: false },
    ],
    [
      [],
      { API_PORT: '7000', DATA_DIR: 'd' },
      { port: 7000, target: { kind: 'dataDir', dataDir: 'd' }, seed: false },
    ],
    [
      [],
      { DATABASE_URL: 'postgresql://x/y' },
      { port: 54321, target: { kind: 'postgres', url: 'postgresql://x/y' }, seed: false },
    ],
  ])('reads %j with env %j', (argv, env, expected) => {
    expect(parseBackendArgs(argv, env)).toEqual(expected);
  });

  it('refuses --memory with --data-dir and bad ports', () => {
    expect(() => parseBackendArgs(['--memory', '--data-dir', 'x'], {})).toThrow();
    expect(() => parseBackendArgs(['--port', 'abc'], {})).toThrow(/Puerto inválido/);
  });
});
