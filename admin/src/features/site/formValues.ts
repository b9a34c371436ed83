/**
 * Reading and changing an area's content by path, without touching the original (React state), and the
 * schema's Spanish messages by field. Paths are spelled as core/site/areas.ts's checkArea spells them:
 * `hero.title`, `services.0.end`.
 */
import { adminMessages } from '../../lib/messages.ts';

export type Path = readonly (string | number)[];

export const pathKey = (path: Path) => path.map(String).join('.');

type Container = Record<string, unknown> | unknown[];

export function getAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key as string];
  }
  return value;
}

/** A copy of `root` with `value` at `path`; every object on the way is copied, nothing else. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const current = (root ?? (typeof key === 'number' ? [] : {})) as Container;
  const copy: Container = Array.isArray(current) ? [...current] : { ...current };
  (copy as Record<string, unknown>)[key as string] = setAt(
    (current as Record<string, unknown>)[key as string],
    rest,
    value,
  );
  return copy as T;
}

/** The list with the item at `from` moved by `step` (−1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to] as T, copy[from] as T];
  return copy;
}

export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each field (`services.0.end` → its message), as the form shows them. */
export function messagesByPath(issues: readonly Issue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  return messages;
}

/**
 * The paths of the values that differ between two versions of an area (texts, numbers, switches; a
 * list of different length counts as one difference), for the side-by-side of a conflict.
 */
export function differences(mine: unknown, theirs: unknown, path: (string | number)[] = []): Path[] {
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    if (mine.length !== theirs.length) return [path];
    return mine.flatMap((item, index) => differences(item, theirs[index], [...path, index]));
  }
  if (isRecord(mine) && isRecord(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return keys.flatMap((key) => differences(mine[key], theirs[key], [...path, key]));
  }
  return Object.is(mine, theirs) ? [] : [path];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** How a value reads in the comparison: texts as they are, lists one item per line. */
export function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? adminMessages.site.yes : adminMessages.site.no;
  if (Array.isArray(value)) return value.map(readable).join('\n');
  if (isRecord(value)) return Object.values(value).map(readable).join(' · ');
  return String(value);
}
