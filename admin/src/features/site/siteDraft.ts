/**
 * Nothing typed is lost (issue 27 item 5): every change is kept in this browser at once (localStorage,
 * per person and area) until the shared draft on the server has it. On opening an area, that copy and
 * the server's draft decide where the person starts.
 */

/** The shared draft as the server has it; version 0 when nobody saved one (then the content is the live one). */
export interface ServerDraft {
  content: unknown;
  version: number;
}

/** What this browser kept: the person's content and the draft version it was based on. */
export interface LocalCopy {
  content: unknown;
  baseVersion: number;
}

export type StartingPoint =
  | { kind: 'server'; content: unknown; version: number }
  /** Unsaved work on top of the current draft: it goes on, and is saved shortly. */
  | { kind: 'local'; content: unknown; version: number }
  /** Work based on a draft someone has changed since: compare before anything is saved. */
  | { kind: 'conflict'; mine: unknown; theirs: unknown; version: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function startingPoint(server: ServerDraft, local: LocalCopy | undefined): StartingPoint {
  if (!local || same(local.content, server.content))
    return { kind: 'server', content: server.content, version: server.version };
  if (local.baseVersion === server.version)
    return { kind: 'local', content: local.content, version: server.version };
  return { kind: 'conflict', mine: local.content, theirs: server.content, version: server.version };
}

export const localCopyKey = (userId: string, area: string) => `sitio:borrador:${userId}:${area}`;

/** The kept copy, or undefined when there is none or it cannot be read (storage off, old format). */
export function readLocalCopy(storage: Pick<Storage, 'getItem'>, key: string): LocalCopy | undefined {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<LocalCopy> | null;
    if (!stored || typeof stored.baseVersion !== 'number' || stored.content === undefined) return undefined;
    return { content: stored.content, baseVersion: stored.baseVersion };
  } catch {
    return undefined;
  }
}

/** Keeps the copy; a full or blocked storage is not a reason to stop someone typing. */
export function writeLocalCopy(storage: Pick<Storage, 'setItem'>, key: string, copy: LocalCopy): boolean {
  try {
    storage.setItem(key, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function dropLocalCopy(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the copy is only a safety net.
  }
}

/** Why a save did not reach the server, as the screen tells it. */
export type SaveFailure = 'conflict' | 'forbidden' | 'offline';

/**
 * PT409: someone saved in between. 42501: not this person's area. Anything else (no network, a server
 * that does not answer) is retried: the text is safe in this browser meanwhile.
 */
export function saveFailure(error: unknown): SaveFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'PT409') return 'conflict';
  if (code === '42501') return 'forbidden';
  return 'offline';
}
