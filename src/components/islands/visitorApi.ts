import type { InquiryRow } from '#core/schemas/inquiry.ts';
import type { ApplicationFields } from '#core/schemas/jobApplication.ts';
import type { SubscriberRow } from '#core/schemas/subscriber.ts';
import type { TestimonialRow } from '#core/schemas/testimonial.ts';
import { errorDetail, isDuplicate } from '#core/supabaseError.ts';
import { cvContentType } from '#core/visitor/fileTypes.ts';
import { cvPath, randomToken, testimonialPhotoPath } from '#core/visitor/uploadNames.ts';
import { type ToastMessage, visitorMessages } from '#core/visitor/visitorMessages.ts';
import { visitorClient } from './visitorClient.ts';

/**
 * Every public write of spec §7, one function each, returning the toast to show. Inserts never ask for
 * the row back (visitors have no SELECT policy on these tables). `website` is the honeypot field.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; toast: ToastMessage };

const failed = <T>(toast: ToastMessage): Result<T> => ({ ok: false, toast });
const done = <T>(value: T): Result<T> => ({ ok: true, value });

export async function uploadTestimonialPhoto(file: File): Promise<Result<string>> {
  const storage = visitorClient().storage.from('testimonial_photos');
  const path = testimonialPhotoPath(file.name, Date.now(), randomToken());
  try {
    const { error } = await storage.upload(path, file, { contentType: file.type, cacheControl: '3600' });
    if (error) return failed(visitorMessages.photoUploadFailed(errorDetail(error)));
  } catch (error) {
    return failed(visitorMessages.photoUploadFailed(errorDetail(error)));
  }
  return done(storage.getPublicUrl(path).data.publicUrl);
}

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

export function sendTestimonial(row: TestimonialRow, photoUrl: string | null, website: string) {
  const insert = visitorClient()
    .from('testimonials')
    .insert({ ...row, photo_url: photoUrl, is_approved: false, website });
  return settle(insert, visitorMessages.testimonialFailed);
}

export function sendInquiry(row: InquiryRow, website: string) {
  return settle(
    visitorClient()
      .from('contact_inquiries')
      .insert({ ...row, website }),
    visitorMessages.inquiryFailed,
  );
}

/** 'duplicate' for an email already on the list (23505): the caller answers neutrally. */
export async function subscribe(row: SubscriberRow, website: string): Promise<Result<'new' | 'duplicate'>> {
  try {
    const { error } = await visitorClient()
      .from('subscribers')
      .insert({ ...row, website });
    if (isDuplicate(error)) return done('duplicate');
    return error ? failed(visitorMessages.subscribeFailed(errorDetail(error))) : done('new');
  } catch (error) {
    return failed(visitorMessages.subscribeFailed(errorDetail(error)));
  }
}

/** Uploads to the private applicant_cvs bucket and returns the object path the row keeps. */
export async function uploadCv(file: File, applicantName: string): Promise<Result<string>> {
  const path = cvPath(applicantName, file.name, Date.now());
  try {
    const { error } = await visitorClient()
      .storage.from('applicant_cvs')
      .upload(path, file, { contentType: cvContentType(file) ?? file.type, cacheControl: '3600' });
    return error ? failed(visitorMessages.cvUploadFailed(errorDetail(error))) : done(path);
  } catch (error) {
    return failed(visitorMessages.cvUploadFailed(errorDetail(error)));
  }
}

export function sendApplication(fields: ApplicationFields, path: string, website: string) {
  const insert = visitorClient()
    .from('job_applications')
    .insert({ ...fields, cv_path: path, status: 'Recibido', website });
  return settle(insert, visitorMessages.applicationFailed);
}
