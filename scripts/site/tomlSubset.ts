/**
 * Reads the part of TOML that netlify.toml uses, so the local site server can apply the very headers and
 * redirects Netlify applies (one source of truth) without a TOML dependency: comments, [tables],
 * [[arrays of tables]] with their [sub.tables], bare or quoted keys, "basic", 'literal' and """multi-line"""
 * strings (with the line-ending backslash that joins lines), integers and booleans. Anything else throws
 * with the line number, so an unsupported construct is noticed rather than misread.
 */
export type TomlValue = string | number | boolean | TomlTable | TomlTable[];
export interface TomlTable {
  [key: string]: TomlValue;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

function unescapeBasic(text: string, line: number): string {
  return text
    .replace(/\\\r?\n\s*/g, '') // line-ending backslash: drop the newline and the next line's indent
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) => {
      if (code.startsWith('u')) return String.fromCodePoint(Number.parseInt(code.slice(1), 16));
      const plain = ESCAPES[code];
      if (plain === undefined) throw new Error(`TOML línea ${line}: escape no admitido \\${code}`);
      return plain;
    });
}

/** The value that starts at `source[at]`; returns it and the index just after it. */
function readValue(source: string, at: number, line: number): [TomlValue, number] {
  const rest = source.slice(at);
  for (const quote of ['"""', "'''"]) {
    if (!rest.startsWith(quote)) continue;
    const end = source.indexOf(quote, at + 3);
    if (end < 0) throw new Error(`TOML línea ${line}: cadena sin cerrar`);
    // A newline right after the opening delimiter is not part of the string.
    const raw = source.slice(at + 3, end).replace(/^\r?\n/, '');
    return [quote === '"""' ? unescapeBasic(raw, line) : raw, end + 3];
  }
  const basic = /^"((?:[^"\\\n]|\\.)*)"/.exec(rest);
  if (basic?.[1] !== undefined) return [unescapeBasic(basic[1], line), at + basic[0].length];
  const literal = /^'([^'\n]*)'/.exec(rest);
  if (literal?.[1] !== undefined) return [literal[1], at + literal[0].length];
  const scalar = /^(true|false|[+-]?\d[\d_]*)(?=\s|#|$)/.exec(rest);
  if (scalar?.[1] !== undefined) {
    const text = scalar[1];
    const value = text === 'true' ? true : text === 'false' ? false : Number(text.replaceAll('_', ''));
    return [value, at + text.length];
  }
  throw new Error(`TOML línea ${line}: valor no admitido «${rest.split('\n')[0]}»`);
}

function keyPath(text: string, line: number): string[] {
  return text.split('.').map((part) => {
    const key = part.trim().replace(/^"(.*)"$/, '$1');
    if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error(`TOML línea ${line}: clave no admitida «${text}»`);
    return key;
  });
}

/** Walks to a table, descending into the last element of arrays of tables (TOML's rule). */
function tableAt(root: TomlTable, path: string[], line: number): TomlTable {
  let table = root;
  for (const key of path) {
    table[key] ??= {};
    const next = table[key];
    const target = Array.isArray(next) ? next.at(-1) : next;
    if (typeof target !== 'object' || target === null || Array.isArray(target))
      throw new Error(`TOML línea ${line}: «${key}» no es una tabla`);
    table = target;
  }
  return table;
}

export function parseTomlSubset(source: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  let at = 0;
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  while (at < source.length) {
    const lineEnd = source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at);
    const text = source.slice(at, lineEnd).trim();
    const line = lineOf(at);
    if (text === '' || text.startsWith('#')) {
      at = lineEnd + 1;
      continue;
    }
    const arrayHeader = /^\[\[([^\]]+)\]\]\s*(#.*)?$/.exec(text);
    const tableHeader = /^\[([^\]]+)\]\s*(#.*)?$/.exec(text);
    if (arrayHeader?.[1]) {
      const path = keyPath(arrayHeader[1], line);
      const parent = tableAt(root, path.slice(0, -1), line);
      const name = path.at(-1) as string;
      parent[name] ??= [];
      const list = parent[name];
      if (!Array.isArray(list)) throw new Error(`TOML línea ${line}: «${name}» no es una lista de tablas`);
      current = {};
      list.push(current);
      at = lineEnd + 1;
      continue;
    }
    if (tableHeader?.[1]) {
      current = tableAt(root, keyPath(tableHeader[1], line), line);
      at = lineEnd + 1;
      continue;
    }
    const assignment = /^\s*("[^"]*"|[A-Za-z0-9_.-]+)\s*=\s*/.exec(source.slice(at));
    if (!assignment?.[1]) throw new Error(`TOML línea ${line}: no se entiende «${text}»`);
    const path = keyPath(assignment[1], line);
    const [value, after] = readValue(source, at + assignment[0].length, line);
    const owner = tableAt(current, path.slice(0, -1), line);
    const name = path.at(-1) as string;
    if (name in owner) throw new Error(`TOML línea ${line}: clave repetida «${name}»`);
    owner[name] = value;
    const trailing = source.slice(
      after,
      source.indexOf('\n', after) === -1 ? undefined : source.indexOf('\n', after),
    );
    if (!/^\s*(#.*)?$/.test(trailing))
      throw new Error(`TOML línea ${lineOf(after)}: texto sobrante «${trailing.trim()}»`);
    at = after + trailing.length + 1;
  }
  return root;
}
