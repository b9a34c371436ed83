// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { can } from '#core/access.ts';
import { uploadMessages } from '#core/messages/uploadMessages.ts';
import { thumbnailPath } from '#core/photos/photoThumbnail.ts';
import {
  STAFF_QUARANTINE_BUCKET,
  STAFF_UPLOAD_AREAS,
  STAFF_UPLOAD_FUNCTION,
  STAFF_UPLOAD_KINDS,
  type StaffUploadAnswer,
  type StaffUploadKind,
  staffObjectPath,
  staffQuarantinePath,
} from '#core/staffUpload.ts';
import { knockOrRefuse, limitBody, TOO_MANY_SENT } from './publicDoor.ts';
import {
  defineServerFunction,
  json,
  Refusal,
  readBody,
  requirePost,
  type ServiceClient,
} from './serverFunction.ts';
import { type Caller, caller } from './staffCaller.ts';
import { checkStaffFile, type StaffFile } from './uploads/checkStaffUpload.ts';
import { storeAll } from './uploads/storeUpload.ts';

const copy = uploadMessages.staffFunction;
const kind = z.enum(STAFF_UPLOAD_KINDS, copy.badRequest);
const requestSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('start'), kind }),
    z.object({ step: z.literal('finish'), kind, path: z.string().max(200), name: z.string().max(255) }),
  ],
  copy.badRequest,
);

// upload() takes seconds and stores `max-age=…`; a copy's metadata takes the header value itself.
const CACHE_SECONDS = '3600';
const CACHE_CONTROL = `max-age=${CACHE_SECONDS}`;

/**
 * Staff files reach the public buckets only through here (the buckets' policies no longer let staff
 * insert or replace objects), with the same checks as visitors' files (core/staffUpload.ts has the steps):
 * - `start` → a 2-hour signed upload URL into the private staff quarantine, under the caller's id (files
 *   of up to 50 MB never pass through the function: Netlify takes about 6 MB per request);
 * - `finish` → the quarantined object is read and checked: images are re-encoded (WebP ≤ 1600 px, no
 *   metadata) with a 320 px twin beside them (`<name>_thumb.webp`, what data-saver pages show: issue 31
 *   item 4), library documents inspected and kept as sent; then stored with the service role under a new
 *   name (documents by a copy inside Storage): 201 with its URL, or 422 and the reason, nothing stored.
 *   The quarantined object is deleted whatever happens.
 * Only a signed-in staff member whose role holds uploads.staff passes (private.has_role, two-factor rule
 * included): 401 without a valid session, 403 otherwise.
 */
export const staffUpload = defineServerFunction(
  STAFF_UPLOAD_FUNCTION,
  (service, settings) => async (request) => {
    requirePost(request);
    const me = await caller(settings, request);
    const body = await readBody(await limitBody(request, BODY_LIMIT_BYTES), requestSchema);
    if (!can(me.role, 'uploads.staff')) throw new Refusal(403, 'not_allowed', copy.notAllowed);
    if (body.step === 'start') {
      await knockOrRefuse(service, [['staff_upload', me.id]], TOO_MANY_SENT);
      return start(service, me, body.kind);
    }
    const quarantined = quarantinedPath(me, body.kind, body.path);
    try {
      const checked = await checkStaffFile(body.kind, await download(service, quarantined));
      if (!checked.ok)
        throw new Refusal(422, checked.code, uploadMessages.staff[checked.code](body.kind !== 'resource'));
      return json(201, await store(service, me, body, checked));
    } finally {
      await service.storage.from(STAFF_QUARANTINE_BUCKET).remove([quarantined]);
    }
  },
);

async function start(service: ServiceClient, me: Caller, kind: StaffUploadKind): Promise<Response> {
  const path = staffQuarantinePath(me.id, kind, randomUUID());
  const { data, error } = await service.storage.from(STAFF_QUARANTINE_BUCKET).createSignedUploadUrl(path);
  if (error) throw new Refusal(500, 'sign_failed', copy.storeFailed);
  return json(200, { path, token: data.token });
}

/** A step names a kind and a path: nothing a staff member sends here comes near 16 KB. */
const BODY_LIMIT_BYTES = 16 * 1024;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The caller's own quarantine path of this kind, or 400. */
function quarantinedPath(me: Caller, kind: StaffUploadKind, path: string): string {
  if (!new RegExp(`^${staffQuarantinePath(me.id, kind, UUID)}$`).test(path))
    throw new Refusal(400, 'bad_request', copy.badRequest);
  return path;
}

/**
 * The quarantined file's bytes, read once (at most the quarantine's 50 MB). It stays where it is until the
 * function ends: a kept document is copied from there. Its signed URL was made without upsert, so nobody
 * can replace the bytes between this read and that copy.
 */
async function download(service: ServiceClient, path: string): Promise<Uint8Array> {
  const { data, error } = await service.storage.from(STAFF_QUARANTINE_BUCKET).download(path);
  if (error || !data) throw new Refusal(404, 'upload_missing', copy.missing);
  return new Uint8Array(await data.arrayBuffer());
}

/**
 * Publishes a checked file under a new name. A re-encoded image is uploaded (a few hundred KB) with its
 * twin, both or neither (storeAll); a document kept as sent (up to 50 MB) is copied from the quarantine
 * inside Storage, with the type its bytes show and the site's cache policy replacing what the browser
 * declared: its bytes never travel back through the function (Storage's copy is a server-side S3 CopyObject).
 */
async function store(
  service: ServiceClient,
  me: Caller,
  { kind, name, path: quarantined }: { kind: StaffUploadKind; name: string; path: string },
  file: StaffFile,
): Promise<StaffUploadAnswer> {
  const { bucket: bucketId } = STAFF_UPLOAD_AREAS[kind];
  const path = staffObjectPath(kind, {
    userId: me.id,
    fileName: name,
    now: Date.now(),
    extension: file.extension,
  });
  if (file.asSent) {
    const { error } = await service.storage.from(STAFF_QUARANTINE_BUCKET).copy(quarantined, path, {
      destinationBucket: bucketId,
      copyMetadata: false,
      metadata: { mimetype: file.contentType, cacheControl: CACHE_CONTROL },
    });
    if (error) throw new Refusal(500, 'store_failed', copy.storeFailed);
  } else {
    const twin = file.thumbnail && thumbnailPath(path);
    await storeAll(service, bucketId, [
      { path, image: file },
      ...(file.thumbnail && twin ? [{ path: twin, image: file.thumbnail }] : []),
    ]).catch(() => {
      throw new Refusal(500, 'store_failed', copy.storeFailed);
    });
  }
  const url = service.storage.from(bucketId).getPublicUrl(path).data.publicUrl;
  return { path, url, contentType: file.contentType, size: file.bytes.byteLength };
}
