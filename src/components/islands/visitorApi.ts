import type { ToastMessage } from '#core/messages/toast.ts';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import type { InquiryRow } from '#core/schemas/inquiry.ts';
import type { SubscriberRow } from '#core/schemas/subscriber.ts';
import type { TestimonialRow } from '#core/schemas/testimonial.ts';
import { errorDetail, isDuplicate } from '#core/supabaseError.ts';
import { cvContentType } from '#core/visitor/fileTypes.ts';
import { visitorReference } from '#core/whatsapp/visitorReference.ts';
import { visitorClient } from './visitorClient.ts';
import { sendWithFile, type VisitorForm } from './visitorUploadClient.ts';

/**
 * Every public write of docs/spec.md §7, one function each, returning the toast to show. Inserts never ask for
 * the row back (visitors have no SELECT policy on these tables). `website` is the honeypot field.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; toast: ToastMessage };

const { resources } = visitorMessages;
const failed = <T>(toast: ToastMessage): Result<T> => ({ ok: false, toast });
const done = <T>(value: T): Result<T> => ({ ok: true, value });

/** Turns an insert's outcome (or a thrown network error) into the toast result. */
async function settle(
  insert: PromiseLike<{ error: unknown }>,
  failure: (detail: string) => ToastMessage,
): Promise<Result<null>> {
  try {
    const { error } = await insert;
    return error ? failed(failure(errorDetail(error))) : done(null);
  } catch (error) {
    return failed(failure(errorDetail(error)));
  }
}

/** A testimonial without a photo goes straight to the table; with one, through the upload function. */
export function sendTestimonial(row: TestimonialRow, website: string) {
  const insert = visitorClient()
    .from('testimonials')
    .insert({ ...row, is_approved: false, website });
  return settle(insert, resources.testimonials.errors.sendFailed);
}

/** `form` is what the visitor typed: the function checks it with the same schema before storing. */
export const sendTestimonialWithPhoto = (form: VisitorForm, photo: File, website: string) =>
  sendWithFile({ kind: 'photo', file: photo, contentType: photo.type, form, website });

/**
 * The browser makes the row's id (visitors cannot read the row back) and answers its reference, read from
 * that id (core/whatsapp/visitorReference.ts), for the WhatsApp hand-off.
 */
export async function sendInquiry(row: InquiryRow, website: string): Promise<Result<string>> {
  const id = crypto.randomUUID();
  const sent = await settle(
    visitorClient()
      .from('contact_inquiries')
      .insert({ ...row, id, website }),
    resources.inquiries.errors.sendFailed,
  );
  return sent.ok ? done(visitorReference(id)) : sent;
}

/** 'duplicate' for an email already on the list (23505): the caller answers neutrally. */
export async function subscribe(row: SubscriberRow, website: string): Promise<Result<'new' | 'duplicate'>> {
  try {
    const { error } = await visitorClient()
      .from('subscribers')
      .insert({ ...row, website });
    if (isDuplicate(error)) return done('duplicate');
    return error ? failed(resources.subscribers.errors.sendFailed(errorDetail(error))) : done('new');
  } catch (error) {
    return failed(resources.subscribers.errors.sendFailed(errorDetail(error)));
  }
}

/** Every application carries its CV, so every one goes through the upload function. */
export const sendApplication = (form: VisitorForm, cv: File, website: string) =>
  sendWithFile({ kind: 'cv', file: cv, contentType: cvContentType(cv) ?? cv.type, form, website });
