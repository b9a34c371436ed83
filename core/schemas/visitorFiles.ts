import './zodWithoutEval.ts';
import * as z from 'zod/mini';
import {
  CV_MAX_BYTES,
  CV_TYPES,
  cvContentType,
  type FileFacts,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from '../visitor/fileTypes.ts';
import { formError } from '../visitor/formErrors.ts';

/** A testimonial photo: its type first, then its size (a refused photo clears the selection). */
export const photoFileSchema = z.object({
  type: z.enum(PHOTO_TYPES, formError('testimonials.photoWrongType')),
  size: z.number().check(z.maximum(PHOTO_MAX_BYTES, formError('testimonials.photoTooLarge'))),
});

/** A CV: its size first, then its type as cvContentType resolves it (docs/spec.md §5 order). */
export const cvFileSchema = z.object({
  size: z.number().check(z.maximum(CV_MAX_BYTES, formError('applications.cvTooLarge'))),
  type: z.enum(CV_TYPES, formError('applications.cvWrongType')),
});

/** The CV's facts as cvFileSchema checks them: the type it would be uploaded with. */
export const cvFacts = (file: FileFacts) => ({ size: file.size, type: cvContentType(file) ?? file.type });
