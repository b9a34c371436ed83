// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { randomUUID } from 'node:crypto';
import { checkApplication } from '#core/schemas/jobApplication.ts';
import { testimonialSchema } from '#core/schemas/testimonial.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { type ToastMessage, visitorMessages } from '#core/visitor/visitorMessages.ts';
import {
  QUARANTINE_BUCKET,
  UPLOAD_KINDS,
  type UploadKind,
  VISITOR_UPLOAD_FUNCTION,
} from '#core/visitor/visitorUpload.ts';
import { defineServerFunction, json, type ServiceClient } from './serverFunction.ts';
import { checkCv, checkPhoto } from './uploads/checkUpload.ts';
import { storeCv, storeTestimonialPhoto } from './uploads/storeUpload.ts';
import { uploadFunctionMessages } from './uploads/uploadMessages.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Refusals carry the toast itself (the islands show it as it is), not PostgREST's string message.
const refuse = (status: number, code: string, message: ToastMessage) => json(status, { code, message });
const badRequest = () => refuse(400, 'bad_request', uploadFunctionMessages.badRequest);

/**
 * The one way a visitor's file reaches the site (core/visitor/visitorUpload.ts has the steps):
 * - `start` → a 2-hour signed upload URL (`path`, `token`) into the private quarantine, so the file never
 *   passes through the function (Netlify takes about 6 MB of base64 per request; a 5 MB CV would not fit);
 * - `finish` → the form is checked with the visitor schemas, the file taken out of quarantine (deleted
 *   whatever happens) and checked (uploads/checkUpload.ts), then the cleaned file is stored and the row
 *   inserted with the service role: 201, or 4xx/5xx with the code and the Spanish toast, nothing kept.
 */
export const visitorUpload = defineServerFunction(VISITOR_UPLOAD_FUNCTION, (service) => async (request) => {
  if (request.method !== 'POST') return refuse(405, 'method_not_allowed', uploadFunctionMessages.badRequest);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const kind = UPLOAD_KINDS.find((candidate) => candidate === body?.kind);
  if (!body || !kind) return badRequest();
  if (body.step === 'start') return start(service, kind);
  const path = typeof body.path === 'string' ? body.path : '';
  if (body.step !== 'finish' || !new RegExp(`^${kind}/${UUID}$`).test(path)) return badRequest();
  const quarantine = service.storage.from(QUARANTINE_BUCKET);
  const { data: file, error } = await quarantine.download(path);
  if (error || !file) return refuse(404, 'upload_missing', uploadFunctionMessages.missing);
  await quarantine.remove([path]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const website = typeof body.website === 'string' ? body.website : '';
  return kind === 'photo'
    ? finishTestimonial(service, bytes, body.form, website)
    : finishApplication(service, bytes, body.form, website);
});

async function start(service: ServiceClient, kind: UploadKind): Promise<Response> {
  const path = `${kind}/${randomUUID()}`;
  const { data, error } = await service.storage.from(QUARANTINE_BUCKET).createSignedUploadUrl(path);
  if (error) return refuse(500, 'sign_failed', uploadFunctionMessages.storeFailed);
  return json(200, { path, token: data.token });
}

// A filled honeypot: the bot gets the same 201 as a person and nothing is stored (as the tables' trigger does).
const isBot = (website: string) => website.trim() !== '';

async function finishTestimonial(service: ServiceClient, bytes: Uint8Array, form: unknown, website: string) {
  const checked = checkVisitorForm(testimonialSchema, form);
  if (!checked.ok) return refuse(400, 'validation_failed', checked.toast);
  const photo = await checkPhoto(bytes);
  if (!photo.ok) return refuse(422, photo.code, photo.message);
  if (isBot(website)) return json(201, {});
  const stored = await storeTestimonialPhoto(service, photo).catch(() => null);
  if (!stored) return refuse(500, 'store_failed', uploadFunctionMessages.storeFailed);
  const { error } = await service
    .from('testimonials')
    .insert({ ...checked.row, photo_url: stored.url, is_approved: false });
  if (error) {
    await service.storage.from('testimonial_photos').remove(stored.paths);
    return refuse(500, 'insert_failed', visitorMessages.testimonialFailed(error.message));
  }
  return json(201, { url: stored.url, thumbnailUrl: stored.thumbnailUrl, avifUrl: stored.avifUrl });
}

async function finishApplication(service: ServiceClient, bytes: Uint8Array, form: unknown, website: string) {
  const checked = checkApplication(form, true);
  if (!checked.ok) return refuse(400, 'validation_failed', checked.toast);
  const cv = await checkCv(bytes);
  if (!cv.ok) return refuse(422, cv.code, cv.message);
  if (isBot(website)) return json(201, {});
  const path = await storeCv(service, bytes, cv, checked.row.name).catch(() => null);
  if (!path) return refuse(500, 'store_failed', uploadFunctionMessages.storeFailed);
  const { error } = await service
    .from('job_applications')
    .insert({ ...checked.row, cv_path: path, status: 'Recibido' });
  if (error) {
    await service.storage.from('applicant_cvs').remove([path]);
    return refuse(500, 'insert_failed', visitorMessages.applicationFailed(error.message));
  }
  return json(201, { path });
}
