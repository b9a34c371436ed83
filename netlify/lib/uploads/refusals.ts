import type { ToastMessage } from '#core/messages/toast.ts';
import { uploadMessages } from '#core/messages/uploadMessages.ts';

/** Why an upload was refused: a stable code for callers and tests, the Spanish toast for the person. */
export type RefusalCode =
  | 'too_large'
  | 'wrong_type'
  | 'too_many_pixels'
  | 'undecodable'
  | 'active_content'
  | 'macros'
  | 'archive_limits'
  | 'unreadable_document';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: ToastMessage;
}

const refuse = (code: RefusalCode, message: ToastMessage): Refusal => ({ ok: false, code, message });
const { photo, cv } = uploadMessages;

export const photoRefusals = {
  tooLarge: refuse('too_large', photo.tooLarge),
  wrongType: refuse('wrong_type', photo.wrongType),
  tooManyPixels: refuse('too_many_pixels', photo.tooManyPixels),
  undecodable: refuse('undecodable', photo.undecodable),
};

export const cvRefusals = {
  tooLarge: refuse('too_large', cv.tooLarge),
  wrongType: refuse('wrong_type', cv.wrongType),
  pdfActiveContent: refuse('active_content', cv.pdfActiveContent),
  pdfUnreadable: refuse('unreadable_document', cv.pdfUnreadable),
  docxMacros: refuse('macros', cv.docxMacros),
  docxLimits: refuse('archive_limits', cv.docxLimits),
  docMacros: refuse('macros', cv.docMacros),
  docUnreadable: refuse('unreadable_document', cv.docUnreadable),
};
