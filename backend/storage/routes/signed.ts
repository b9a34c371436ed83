import type { Context, Hono } from 'hono';
import { readJsonObject } from '../body.ts';
import type { StorageDeps } from '../deps.ts';
import { storageErrors } from '../errors.ts';
import { storageIdentity } from '../identity.ts';
import { isValidKey } from '../objectName.ts';
import { findObject, readBlob } from '../objectStore.ts';
import { bucketAndKey, bucketOnly } from '../paths.ts';
import { renderObject } from '../render.ts';
import { asStorageAdmin, asStorageUser } from '../session.ts';
import { signObjectToken, verifyObjectToken } from '../signedToken.ts';

const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

/**
 * Signed URLs. Signing needs the object to be visible to the caller (SELECT policy); downloading with
 * the token needs nothing else, so it reads as the storage admin until the token expires.
 */
export function registerSignedRoutes(app: Hono, deps: StorageDeps): void {
  const { db, jwtSecret } = deps.ctx;

  app.post('/object/sign/:bucket', async (c) => {
    const bucket = bucketOnly(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const body = await readJsonObject(c.req.raw);
    const expiresIn = expiresInFrom(body);
    const paths = body.paths;
    if (!Array.isArray(paths)) throw storageErrors.invalidRequest("body must have required property 'paths'");
    const candidates = paths.filter((path): path is string => typeof path === 'string' && isValidKey(path));
    const visible = await asStorageUser(
      db,
      identity,
      'storage.object.sign_many',
      async (tx) => {
        const { rows } = await tx.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
          [bucket, candidates],
        );
        return new Set(rows.map((row) => row.name));
      },
      { readOnly: true },
    );
    const results = await Promise.all(
      paths.map(async (path: unknown) => {
        if (typeof path !== 'string' || !visible.has(path)) {
          return { error: NOT_ACCESSIBLE, path, signedURL: null };
        }
        return { error: null, path, signedURL: await signedUrl(jwtSecret, bucket, path, expiresIn) };
      }),
    );
    return c.json(results);
  });

  app.post('/object/sign/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c);
    const identity = await storageIdentity(c, deps.ctx.signing);
    const expiresIn = expiresInFrom(await readJsonObject(c.req.raw));
    const found = await asStorageUser(
      db,
      identity,
      'storage.object.sign',
      (tx) => findObject(tx, bucket, key),
      {
        readOnly: true,
      },
    );
    if (!found) throw storageErrors.noSuchKey();
    return c.json({ signedURL: await signedUrl(jwtSecret, bucket, key, expiresIn) });
  });

  app.get('/object/sign/:bucket/*', (c) => downloadSigned(c, deps));
}

async function downloadSigned(c: Context, deps: StorageDeps): Promise<Response> {
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { bucket, key } = bucketAndKey(c);
  const { exp } = await verifyObjectToken(deps.ctx.jwtSecret, token, 'download', `${bucket}/${key}`);
  const found = await asStorageAdmin(
    deps.ctx.db,
    async (tx) => {
      const object = await findObject(tx, bucket, key);
      const bytes = object && (await readBlob(tx, bucket, key));
      return object && bytes ? { object, bytes } : undefined;
    },
    { readOnly: true },
  );
  if (!found) throw storageErrors.noSuchKey();
  return renderObject(c.req.raw, found, { expires: new Date(exp * 1000) });
}

/** The path is left unencoded, as Storage does: storage-js runs encodeURI over the whole URL. */
async function signedUrl(
  secret: Uint8Array,
  bucket: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const url = `${bucket}/${key}`;
  return `/object/sign/${url}?token=${await signObjectToken(secret, { scope: 'download', url }, expiresIn)}`;
}

/** `expiresIn`: whole seconds, at least 1 (numeric strings are coerced, as Storage's validator does). */
function expiresInFrom(body: Record<string, unknown>): number {
  const raw = body.expiresIn;
  if (raw === undefined) throw storageErrors.invalidRequest("body must have required property 'expiresIn'");
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw storageErrors.invalidRequest('body/expiresIn must be integer');
  }
  if (value < 1) throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  return value;
}
