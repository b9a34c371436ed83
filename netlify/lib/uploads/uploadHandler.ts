// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { randomUUID } from 'node:crypto';
import type { ToastMessage } from '#core/visitor/visitorMessages.ts';
import { json, type ServiceClient, serviceClient } from '../serverFunction.ts';
import { type CheckedCv, checkCv, checkPhoto } from './checkUpload.ts';
import type { ProcessedImage } from './processImage.ts';
import { type Refusal, uploadFunctionMessages } from './uploadMessages.ts';

export interface UploadFunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Lets tests and the local server reach the API in process. */
  fetch?: typeof fetch;
}

export const QUARANTINE_BUCKET = 'upload_quarantine';
const KINDS = ['photo', 'cv'] as const;
type Kind = (typeof KINDS)[number];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CACHE_SECONDS = '3600';

// Refusals carry the toast itself (the islands show it as it is), not PostgREST's string message.
const fail = (status: number, code: string, message: ToastMessage) => json(status, { code, message });

/**
 * The file half of a visitor's upload, in two calls so the file never passes through the function
 * (Netlify takes about 6 MB of base64 per request; a 5 MB CV would not fit):
 * - `{step: "start", kind}` → a 2-hour signed upload URL (`path`, `token`) into the private quarantine;
 *   the browser sends the file there with storage-js `uploadToSignedUrl`.
 * - `{step: "finish", kind, path}` → the function takes the file out of quarantine (it is deleted
 *   whatever happens), checks it (checkUpload.ts) and stores the cleaned result with the service role:
 *   201 with where it went, or 422 with the refusal's code and Spanish message, storing nothing.
 */
export function uploadHandler(config: UploadFunctionConfig): (request: Request) => Promise<Response> {
  const service = serviceClient(config);

  return async (request) => {
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', uploadFunctionMessages.badRequest);
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const kind = KINDS.find((candidate) => candidate === body?.kind);
    if (!body || !kind) return fail(400, 'bad_request', uploadFunctionMessages.badRequest);
    if (body.step === 'start') return start(service, kind);
    const path = typeof body.path === 'string' ? body.path : '';
    if (body.step !== 'finish' || !new RegExp(`^${kind}/${UUID}$`).test(path)) {
      return fail(400, 'bad_request', uploadFunctionMessages.badRequest);
    }
    return finish(service, kind, path);
  };
}

async function start(service: ServiceClient, kind: Kind): Promise<Response> {
  const path = `${kind}/${randomUUID()}`;
  const { data, error } = await service.storage.from(QUARANTINE_BUCKET).createSignedUploadUrl(path);
  if (error) return fail(500, 'sign_failed', uploadFunctionMessages.storeFailed);
  return json(200, { path, token: data.token });
}

async function finish(service: ServiceClient, kind: Kind, path: string): Promise<Response> {
  const quarantine = service.storage.from(QUARANTINE_BUCKET);
  const { data: file, error } = await quarantine.download(path);
  if (error || !file) return fail(404, 'upload_missing', uploadFunctionMessages.missing);
  await quarantine.remove([path]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = kind === 'photo' ? await checkPhoto(bytes) : await checkCv(bytes);
  if (!checked.ok) return refuse(checked);
  try {
    return json(
      201,
      'image' in checked ? await storePhoto(service, checked) : await storeCv(service, bytes, checked),
    );
  } catch {
    return fail(500, 'store_failed', uploadFunctionMessages.storeFailed);
  }
}

const refuse = (refusal: Refusal) => fail(422, refusal.code, refusal.message);

/** The published photo, its thumbnail and, when it pays, an AVIF twin; all or nothing. */
async function storePhoto(service: ServiceClient, photo: ProcessedImage) {
  const bucket = service.storage.from('testimonial_photos');
  const base = `public/testimonial_${randomUUID()}`;
  const files = [
    { path: `${base}.webp`, image: photo.image },
    { path: `${base}_thumb.webp`, image: photo.thumbnail },
    ...(photo.avif ? [{ path: `${base}.avif`, image: photo.avif }] : []),
  ];
  const stored: string[] = [];
  for (const { path, image } of files) {
    const { error } = await bucket.upload(path, image.bytes, {
      contentType: image.contentType,
      cacheControl: CACHE_SECONDS,
    });
    if (error) {
      if (stored.length > 0) await bucket.remove(stored);
      throw error;
    }
    stored.push(path);
  }
  const url = (path: string) => bucket.getPublicUrl(path).data.publicUrl;
  return {
    path: files[0]!.path,
    url: url(files[0]!.path),
    thumbnailUrl: url(files[1]!.path),
    avifUrl: photo.avif ? url(`${base}.avif`) : null,
  };
}

async function storeCv(service: ServiceClient, bytes: Uint8Array, cv: CheckedCv) {
  const path = `public/cv_${randomUUID()}.${cv.extension}`;
  const { error } = await service.storage
    .from('applicant_cvs')
    .upload(path, bytes, { contentType: cv.contentType, cacheControl: CACHE_SECONDS });
  if (error) throw error;
  return { path };
}
