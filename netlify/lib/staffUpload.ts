// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
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
import {
  type Caller,
  caller,
  defineServerFunction,
  json,
  Refusal,
  readBody,
  requirePost,
  type ServiceClient,
} from './serverFunction.ts';
import { checkStaffFile, type StaffFile } from './uploads/checkStaffUpload.ts';
import { staffRefusalMessages, staffUploadMessages } from './uploads/staffUploadMessages.ts';

const kind = z.enum(STAFF_UPLOAD_KINDS, staffUploadMessages.badRequest);
const requestSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('start'), kind }),
    z.object({ step: z.literal('finish'), kind, path: z.string().max(200), name: z.string().max(255) }),
  ],
  staffUploadMessages.badRequest,
);

const CACHE_SECONDS = '3600';

/**
 * Staff files reach the public buckets only through here (the buckets' policies no longer let staff
 * insert or replace objects), with the same checks as visitors' files (core/staffUpload.ts has the steps):
 * - `start` → a 2-hour signed upload URL into the private staff quarantine, under the caller's id (files
 *   of up to 50 MB never pass through the function: Netlify takes about 6 MB per request);
 * - `finish` → the quarantined object is taken out (deleted whatever happens) and checked: images are
 *   re-encoded (WebP ≤ 1600 px, no metadata), library documents inspected and kept as sent; then stored
 *   with the service role under a new name: 201 with its URL, or 422 and the reason, nothing stored.
 * Only a signed-in staff member whose role may write the area passes (private.has_role, two-factor rule
 * included): 401 without a valid session, 403 otherwise.
 */
export const staffUpload = defineServerFunction(
  STAFF_UPLOAD_FUNCTION,
  (service, settings) => async (request) => {
    requirePost(request);
    const me = await caller(settings, request);
    const body = await readBody(request, requestSchema);
    const area = STAFF_UPLOAD_AREAS[body.kind];
    if (!me.role || !(area.roles as readonly string[]).includes(me.role))
      throw new Refusal(403, 'not_allowed', staffUploadMessages.notAllowed);
    if (body.step === 'start') return start(service, me, body.kind);
    const file = await takeFromQuarantine(service, me, body.kind, body.path);
    const checked = await checkStaffFile(body.kind, file);
    if (!checked.ok) throw new Refusal(422, checked.code, staffRefusalMessages[checked.code](body.kind));
    return json(201, await store(service, me, body.kind, body.name, checked));
  },
);

async function start(service: ServiceClient, me: Caller, kind: StaffUploadKind): Promise<Response> {
  const path = staffQuarantinePath(me.id, kind, randomUUID());
  const { data, error } = await service.storage.from(STAFF_QUARANTINE_BUCKET).createSignedUploadUrl(path);
  if (error) throw new Refusal(500, 'sign_failed', staffUploadMessages.storeFailed);
  return json(200, { path, token: data.token });
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The caller's own quarantined file of this kind, its bytes read and the object deleted. */
async function takeFromQuarantine(
  service: ServiceClient,
  me: Caller,
  kind: StaffUploadKind,
  path: string,
): Promise<Uint8Array> {
  if (!new RegExp(`^${staffQuarantinePath(me.id, kind, UUID)}$`).test(path))
    throw new Refusal(400, 'bad_request', staffUploadMessages.badRequest);
  const quarantine = service.storage.from(STAFF_QUARANTINE_BUCKET);
  const { data, error } = await quarantine.download(path);
  if (error || !data) throw new Refusal(404, 'upload_missing', staffUploadMessages.missing);
  await quarantine.remove([path]);
  return new Uint8Array(await data.arrayBuffer());
}

async function store(
  service: ServiceClient,
  me: Caller,
  kind: StaffUploadKind,
  fileName: string,
  file: StaffFile,
): Promise<StaffUploadAnswer> {
  const bucket = service.storage.from(STAFF_UPLOAD_AREAS[kind].bucket);
  const path = staffObjectPath(kind, { userId: me.id, fileName, now: Date.now(), extension: file.extension });
  const { error } = await bucket.upload(path, file.bytes, {
    contentType: file.contentType,
    cacheControl: CACHE_SECONDS,
  });
  if (error) throw new Refusal(500, 'store_failed', staffUploadMessages.storeFailed);
  const url = bucket.getPublicUrl(path).data.publicUrl;
  return { path, url, contentType: file.contentType, size: file.bytes.byteLength };
}
