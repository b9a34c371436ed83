import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreviewAnswer, SitePreviews } from '#core/site/siteContentRequests.ts';

/** Where the local server serves previews: /vista-previa/<token>/ and the pages under it. */
export const PREVIEW_PREFIX = '/vista-previa/';

/** A preview answers for half an hour: long enough to look, short enough that a leaked link dies. */
const PREVIEW_TTL_MS = 30 * 60_000;
/** Previews kept at once (each is a whole site on disk); the oldest goes first. */
const MAX_PREVIEWS = 4;

export interface SitePreviewsOptions {
  /** Builds the public site with the drafts applied into `dir`, its assets under `assetsPrefix`. */
  buildInto(dir: string, assetsPrefix: string): Promise<void>;
  /** Parent folder of the preview builds (one sub-folder per token). */
  dir: string;
  ttlMs?: number;
  now?: () => number;
}

export interface LocalSitePreviews extends SitePreviews {
  /** The build folder of a preview that has not expired, by its token; undefined otherwise. */
  folderFor(token: string): string | undefined;
  close(): Promise<void>;
}

/**
 * «Vista previa» for `npm start`: each request builds the site with the drafts into a folder named by an
 * unguessable token (192 random bits) that only this process knows, and the server answers
 * /vista-previa/<token>/… from it until it expires. Builds run one at a time; nothing is written to the
 * database, so a preview link is useless once the process or the half hour is gone.
 */
export function sitePreviews(options: SitePreviewsOptions): LocalSitePreviews {
  const { ttlMs = PREVIEW_TTL_MS, now = Date.now } = options;
  const previews = new Map<string, { dir: string; expiresAt: number }>();
  let queue: Promise<unknown> = Promise.resolve();

  const forget = async (token: string) => {
    const preview = previews.get(token);
    previews.delete(token);
    if (preview) await rm(preview.dir, { recursive: true, force: true });
  };
  const sweep = async () => {
    // A Map keeps insertion order: the oldest previews come first.
    const tokens = [...previews.keys()];
    const expired = tokens.filter((token) => previews.get(token)!.expiresAt <= now());
    const kept = tokens.filter((token) => !expired.includes(token));
    const surplus = kept.slice(0, Math.max(0, kept.length - (MAX_PREVIEWS - 1)));
    await Promise.all([...expired, ...surplus].map(forget));
  };

  const buildOne = async (): Promise<PreviewAnswer> => {
    await sweep();
    const token = randomBytes(24).toString('base64url');
    const path = `${PREVIEW_PREFIX}${token}`;
    const dir = join(options.dir, token);
    try {
      await options.buildInto(dir, path);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    previews.set(token, { dir, expiresAt: now() + ttlMs });
    return { url: `${path}/`, ready: true, frameable: true };
  };

  return {
    build() {
      const built = queue.then(buildOne);
      queue = built.catch(() => undefined);
      return built;
    },
    folderFor(token) {
      const preview = previews.get(token);
      if (!preview) return undefined;
      if (preview.expiresAt > now()) return preview.dir;
      void forget(token);
      return undefined;
    },
    async close() {
      await queue;
      await Promise.all([...previews.keys()].map(forget));
    },
  };
}
