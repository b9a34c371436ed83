// Lives outside netlify/functions/ because every file there becomes a deployed function.
import { randomUUID } from 'node:crypto';
import type { ToastMessage } from '#core/messages/toast.ts';
import { uploadMessages } from '#core/messages/uploadMessages.ts';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { type ApplicationFields, checkApplication } from '#core/schemas/jobApplication.ts';
import { type TestimonialRow, testimonialSchema } from '#core/schemas/testimonial.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { type Checked, checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import {
  QUARANTINE_BUCKET,
  UPLOAD_KINDS,
  type UploadKind,
  VISITOR_UPLOAD_FUNCTION,
} from '#core/visitor/visitorUpload.ts';
import { visitorReference } from '#core/whatsapp/visitorReference.ts';
import { applicationReceivedEmail } from './arrivals/applicationReceivedEmail.ts';
import { enqueueEmail, kickOutbox } from './mail/outbox.ts';
import { clientAddress, knockOrRefuse, limitBody, TOO_MANY_SENT } from './publicDoor.ts';
import { defineServerFunction, json, type ServiceClient } from './serverFunction.ts';
import { type CheckedCv, checkCv, checkPhoto } from './uploads/checkUpload.ts';
import type { ProcessedImage } from './uploads/processImage.ts';
import type { Refusal } from './uploads/refusals.ts';
import { type StoredPhoto, storeCv, storeTestimonialPhoto } from './uploads/storeUpload.ts';

/** The form that goes with the file: a cover letter of 10,000 characters fits many times over. */
const BODY_LIMIT_BYTES = 64 * 1024;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Refusals carry the toast itself (the islands show it as it is), not PostgREST's string message.
const refuse = (status: number, code: string, message: ToastMessage) => json(status, { code, message });
const badRequest = () => refuse(400, 'bad_request', uploadMessages.visitorFunction.badRequest);

/**
 * The one way a visitor's file reaches the site (core/visitor/visitorUpload.ts has the steps):
 * - `start` → a 2-hour signed upload URL (`path`, `token`) into the private quarantine, so the file never
 *   passes through the function (Netlify takes about 6 MB of base64 per request; a 5 MB CV would not fit);
 * - `finish` → the form is checked with the visitor schemas, the file taken out of quarantine (deleted
 *   whatever happens) and checked (uploads/checkUpload.ts), then the cleaned file is stored and the row
 *   inserted with the service role: 201, or 4xx/5xx with the code and the Spanish toast, nothing kept.
 */
export const visitorUpload = defineServerFunction(
  VISITOR_UPLOAD_FUNCTION,
  (service, settings) => async (incoming) => {
    if (incoming.method !== 'POST')
      return refuse(405, 'method_not_allowed', uploadMessages.visitorFunction.badRequest);
    const request = await limitBody(incoming, BODY_LIMIT_BYTES);
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const kind = UPLOAD_KINDS.find((candidate) => candidate === body?.kind);
    if (!body || !kind) return badRequest();
    if (body.step === 'start') {
      // One knock per file a visitor starts to send (private.door_limits 'visitor_upload').
      await knockOrRefuse(service, [['visitor_upload', clientAddress(request)]], TOO_MANY_SENT);
      return start(service, kind);
    }
    const path = typeof body.path === 'string' ? body.path : '';
    if (body.step !== 'finish' || !new RegExp(`^${kind}/${UUID}$`).test(path)) return badRequest();
    const quarantine = service.storage.from(QUARANTINE_BUCKET);
    const { data: file, error } = await quarantine.download(path);
    if (error || !file) return refuse(404, 'upload_missing', uploadMessages.visitorFunction.missing);
    await quarantine.remove([path]);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const website = typeof body.website === 'string' ? body.website : '';
    return kind === 'photo'
      ? finish(testimonial, service, bytes, body.form, website)
      : finish(application, service, bytes, body.form, website).then(async (response) => {
          if (response.status === 201) await kickOutbox(service, settings.env ?? process.env);
          return response;
        });
  },
);

async function start(service: ServiceClient, kind: UploadKind): Promise<Response> {
  const path = `${kind}/${randomUUID()}`;
  const { data, error } = await service.storage.from(QUARANTINE_BUCKET).createSignedUploadUrl(path);
  if (error) return refuse(500, 'sign_failed', uploadMessages.visitorFunction.storeFailed);
  return json(200, { path, token: data.token });
}

// A filled honeypot: the bot gets the same 201 as a person and nothing is stored (as the tables' trigger does).
const isBot = (website: string) => website.trim() !== '';

/** What one kind of form does with its file once both are checked; `stored` names what to undo. */
interface Kind<Row, File, Answer extends object> {
  checkForm(form: unknown): Checked<Row>;
  checkFile(bytes: Uint8Array): Promise<(File & { ok: true }) | Refusal>;
  store(
    service: ServiceClient,
    bytes: Uint8Array,
    file: File,
    row: Row,
  ): Promise<{ bucket: string; paths: string[]; answer: Answer }>;
  insert(
    service: ServiceClient,
    row: Row,
    answer: Answer,
    id: string,
  ): PromiseLike<{ error: { code?: string; message: string } | null }>;
  insertFailed(detail: string): ToastMessage;
  /** What follows a stored row (a confirmation email); it must not fail the visitor's send. */
  afterInsert?(service: ServiceClient, row: Row, id: string): Promise<void>;
}

/** Form, then file, then store, then the row; a failed insert takes the stored files back. */
async function finish<Row, File, Answer extends object>(
  kind: Kind<Row, File, Answer>,
  service: ServiceClient,
  bytes: Uint8Array,
  form: unknown,
  website: string,
) {
  const checked = kind.checkForm(form);
  if (!checked.ok) return refuse(400, 'validation_failed', checked.toast);
  const file = await kind.checkFile(bytes);
  if (!file.ok) return refuse(422, file.code, file.message);
  if (isBot(website)) return json(201, {});
  // The row's id is made here so the answer can carry its reference (core/whatsapp/visitorReference.ts).
  const id = crypto.randomUUID();
  const stored = await kind.store(service, bytes, file, checked.row).catch(() => null);
  if (!stored) return refuse(500, 'store_failed', uploadMessages.visitorFunction.storeFailed);
  const { error } = await kind.insert(service, checked.row, stored.answer, id);
  if (error) {
    await service.storage.from(stored.bucket).remove(stored.paths);
    return refuse(500, 'insert_failed', kind.insertFailed(errorDetail(error)));
  }
  await kind.afterInsert?.(service, checked.row, id);
  return json(201, { ...stored.answer, reference: visitorReference(id) });
}

const testimonial: Kind<TestimonialRow, ProcessedImage, Omit<StoredPhoto, 'paths'>> = {
  checkForm: (form) => checkVisitorForm(testimonialSchema, form),
  checkFile: checkPhoto,
  async store(service, _bytes, photo) {
    const { paths, ...answer } = await storeTestimonialPhoto(service, photo);
    return { bucket: 'testimonial_photos', paths, answer };
  },
  insert: (service, row, answer, id) =>
    service.from('testimonials').insert({ ...row, id, photo_url: answer.url, is_approved: false }),
  insertFailed: visitorMessages.resources.testimonials.errors.sendFailed,
};

const application: Kind<ApplicationFields, CheckedCv, { path: string }> = {
  checkForm: (form) => checkApplication(form, true),
  checkFile: checkCv,
  async store(service, bytes, cv, row) {
    const path = await storeCv(service, bytes, cv, row.name);
    return { bucket: 'applicant_cvs', paths: [path], answer: { path } };
  },
  insert: (service, row, answer, id) =>
    service.from('job_applications').insert({ ...row, id, cv_path: answer.path, status: 'Recibido' }),
  insertFailed: visitorMessages.resources.applications.errors.sendFailed,
  // The page promises «te escribiremos al correo que nos diste»: the confirmation goes now, once per row.
  async afterInsert(service, row, id) {
    await enqueueEmail(service, {
      idempotencyKey: `application_received:${id}`,
      kind: 'application_received',
      recipient: row.email,
      ...applicationReceivedEmail(row.name, row.position_interest),
    }).catch((error) => console.error('[solicitudes] La confirmación no quedó en cola:', error));
  },
};
