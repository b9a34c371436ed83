import type { ToastMessage } from '../messages/toast.ts';

/**
 * The contract between the visitor forms and the visitor-upload server function (netlify/lib/visitorUpload.ts),
 * shared so both sides name the same steps and fields. A form with a file sends it in three moves:
 * `start` (a signed upload URL into the private quarantine), the upload itself (storage-js
 * `uploadToSignedUrl`), then `finish` with the form: the function checks the file, stores the cleaned
 * result and inserts the row in one step.
 */
export const VISITOR_UPLOAD_FUNCTION = 'visitor-upload';
export const QUARANTINE_BUCKET = 'upload_quarantine';

/** photo: a testimonial with its photo; cv: a job application with its CV. */
export const UPLOAD_KINDS = ['photo', 'cv'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export type StartRequest = { step: 'start'; kind: UploadKind };
export type StartAnswer = { path: string; token: string };
/** `form` is the form's fields as the visitor schemas check them; `website` the honeypot. */
export type FinishRequest = {
  step: 'finish';
  kind: UploadKind;
  path: string;
  form: Record<string, unknown>;
  website: string;
};
/** Every answer that is not a success carries the toast to show, as it is. */
export type UploadRefusal = { code: string; message: ToastMessage };
