import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NETLIFY_TOML } from './netlifyConfig.ts';
import { parseTomlSubset } from './tomlSubset.ts';

describe('parseTomlSubset', () => {
  it.each([
    ['a = "x" # note', { a: 'x' }],
    ["a = 'C:\\\\raw'", { a: 'C:\\\\raw' }],
    ['a = "tab\\there \\"q\\" \\u00e9"', { a: 'tab\there "q" é' }],
    ['a = 200\nb = true\nc = false\nd = 1_000', { a: 200, b: true, c: false, d: 1000 }],
    [
      '[build]\ncommand = "npm run build"\n[build.environment]\nNODE_VERSION = "24"',
      {
        build: { command: 'npm run build', environment: { NODE_VERSION: '24' } },
      },
    ],
    [
      '[[h]]\nfor = "/a"\n[h.values]\nX = "1"\n[[h]]\nfor = "/b"\n[h.values]\nX = "2"',
      {
        h: [
          { for: '/a', values: { X: '1' } },
          { for: '/b', values: { X: '2' } },
        ],
      },
    ],
    ['a = """\\\n  one; \\\n  two\\\n  """', { a: 'one; two' }],
    ['a = """\nline\n"""', { a: 'line\n' }],
    ["a = '''\nraw \\ kept'''", { a: 'raw \\ kept' }],
    ['"quoted-key" = "v"\ndotted.key = "w"', { 'quoted-key': 'v', dotted: { key: 'w' } }],
  ])('reads %j', (source, expected) => {
    expect(parseTomlSubset(source)).toEqual(expected);
  });

  it.each([
    ['a = [1, 2]', /valor no admitido/],
    ['a = "open', /valor no admitido/],
    ['a = """never closed', /sin cerrar/],
    ['a = "x" trailing', /texto sobrante/],
    ['a = "\\q"', /escape no admitido/],
    ['a = 1\na = 2', /clave repetida/],
    ['just words', /no se entiende/],
    ['a = 1\n[a]', /no es una tabla/],
  ])('refuses %j with the line number', (source, message) => {
    expect(() => parseTomlSubset(source)).toThrow(message);
  });

  // smol-toml arrives with Astro (not one of our dependencies): a full TOML parser as the referee that
  // the subset reader reads netlify.toml exactly as Netlify's own parser would.
  it('reads netlify.toml exactly as a complete TOML parser does', async () => {
    const { parse } = await import('smol-toml');
    const source = readFileSync(NETLIFY_TOML, 'utf8');
    expect(parseTomlSubset(source)).toEqual(JSON.parse(JSON.stringify(parse(source))));
  });
});
