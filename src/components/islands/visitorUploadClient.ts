import type { ToastMessage } from '#core/messages/toast.ts';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { errorDetail } from '#core/supabaseError.ts';
import {
  type FinishRequest,
  QUARANTINE_BUCKET,
  type StartAnswer,
  type StartRequest,
  type UploadKind,
  type UploadRefusal,
  VISITOR_UPLOAD_FUNCTION,
} from '#core/visitor/visitorUpload.ts';
import { visitorClient } from './visitorClient.ts';

const { testimonials, applications } = visitorMessages.resources;
const UPLOAD_FAILED = {
  photo: testimonials.errors.photoUploadFailed,
  cv: applications.errors.cvUploadFailed,
};

/** The same shape as visitorApi's Result (this module is its helper, imported by it). */
type Answer<T> = { ok: true; value: T } | { ok: false; toast: ToastMessage };
const failed = (toast: ToastMessage): Answer<never> => ({ ok: false, toast });

/** POSTs one step to the function; a refusal's body carries the toast to show as it is. */
async function step<T>(body: StartRequest | FinishRequest): Promise<Answer<T>> {
  const response = await fetch(`/.netlify/functions/${VISITOR_UPLOAD_FUNCTION}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Partial<UploadRefusal> | null;
  if (response.ok) return { ok: true, value: answer as T };
  // The function's own refusals carry their toast; anything else (a gateway's 502, Netlify's 503
  // "not configured" in PostgREST's shape) is told with its message, or the offline sentence.
  const toast =
    typeof answer?.message === 'object' && answer.message?.title
      ? answer.message
      : UPLOAD_FAILED[body.kind](errorDetail(answer));
  return { ok: false, toast };
}

/** A form's fields as typed (text, and the consent box): the function parses them with the visitor schemas itself. */
export type VisitorForm = Record<string, string | boolean>;

interface FormWithFile {
  kind: UploadKind;
  file: File;
  contentType: string;
  form: VisitorForm;
  website: string;
}

/**
 * A form with its file, in the function's three moves (core/visitor/visitorUpload.ts): a signed URL, the
 * file straight to the quarantine bucket (never through the function: Netlify's request limit), then the
 * form, which the function checks and stores with the cleaned file in one step.
 */
export async function sendWithFile({
  kind,
  file,
  contentType,
  form,
  website,
}: FormWithFile): Promise<Answer<string>> {
  try {
    const started = await step<StartAnswer>({ step: 'start', kind });
    if (!started.ok) return failed(started.toast);
    const { path, token } = started.value;
    const { error } = await visitorClient()
      .storage.from(QUARANTINE_BUCKET)
      .uploadToSignedUrl(path, token, file, { contentType });
    if (error) return failed(UPLOAD_FAILED[kind](errorDetail(error)));
    // A stored row answers its reference; a bot's answer has none (the function keeps nothing for it).
    const finished = await step<{ reference?: string }>({
      step: 'finish',
      kind,
      path,
      form,
      website,
    });
    return finished.ok ? { ok: true, value: finished.value.reference ?? '' } : failed(finished.toast);
  } catch (error) {
    return failed(UPLOAD_FAILED[kind](errorDetail(error)));
  }
}
