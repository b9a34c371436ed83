import { type ChangeEvent, useId, useState } from 'react';
import type { ToastMessage } from '#core/messages/toast.ts';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { HEIC_TYPES, isHeic } from '#core/photos/photoSize.ts';
import { testimonialSchema } from '#core/schemas/testimonial.ts';
import { photoFileSchema } from '#core/schemas/visitorFiles.ts';
import { checkVisitorForm, fileProblem } from '#core/visitor/checkVisitorForm.ts';
import { PHOTO_TYPES } from '#core/visitor/fileTypes.ts';
import { counterTone, countWords, limitWords, TESTIMONIAL_MAX_WORDS } from '#core/visitor/wordLimit.ts';
import { dialogMessages } from '../../lib/messages/dialogMessages.ts';
import { closeDialog } from './islandStore.ts';
import { showToast } from './toast.ts';
import { DialogShell } from './ui/DialogShell.tsx';
import { DialogFormEnd, EmailField, FieldError, FileField, TextField } from './ui/FormParts.tsx';
import { useFormFields } from './ui/useFormFields.ts';
import { useSubmitting } from './ui/useSubmitting.ts';

const copy = dialogMessages.testimonials;
/** The bucket's types, and the iPhone's HEIC, which the browser turns into a JPEG before sending. */
const PHOTO_ACCEPT = [...PHOTO_TYPES, ...HEIC_TYPES, '.heic', '.heif'].join(',');

/**
 * A chosen photo made light (core/photos/), its code loaded on the first choice. An HEIC nobody could
 * open answers the spec's checks (not one of the formats named), or says plainly it could not be opened.
 */
async function lightPhoto(file: File): Promise<File | ToastMessage> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) && !isHeic(file)) return file;
  const { preparePhoto } = await import('#core/photos/preparePhoto.ts');
  const prepared = await preparePhoto(file);
  if (prepared.ok) return prepared.file;
  const { errors } = visitorMessages.resources.testimonials;
  return (
    fileProblem(photoFileSchema, file) ??
    (prepared.reason === 'tooLarge' ? errors.photoTooLarge : errors.photoUnreadable)
  );
}

const TONE_CLASS = { normal: 'text-ink-600', warning: 'text-gold-700', over: 'text-clay-700' } as const;

/** 'Comparte tu Historia' (docs/spec.md §2, §4, §5, §8). */
export function TestimonialDialog() {
  const { fields, setFields, bind, errors, showErrors, clearError } = useFormFields([
    'name',
    'country',
    'email',
    'testimonial_text',
  ]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const { busy, onSubmit, honeypot } = useSubmitting();
  const textId = useId();
  const words = countWords(fields.testimonial_text);

  const onText = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const limited = limitWords(event.target.value);
    if (limited.cut) showToast(visitorMessages.resources.testimonials.errors.wordLimit);
    setFields((current) => ({ ...current, testimonial_text: limited.text }));
    clearError('testimonial_text');
  };

  const submit = onSubmit(async () => {
    const checked = checkVisitorForm(testimonialSchema, fields);
    showErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return showToast(checked.toast);
    // supabase-js arrives with the first submit, not with the dialog.
    const { sendTestimonial, sendTestimonialWithPhoto } = await import('./visitorApi.ts');
    const sent = photo
      ? await sendTestimonialWithPhoto(fields, photo, honeypot.value)
      : await sendTestimonial(checked.row, honeypot.value);
    if (!sent.ok) return showToast(sent.toast);
    showToast(visitorMessages.resources.testimonials.notifications.sent);
    closeDialog();
  });

  return (
    <DialogShell title={copy.title} description={copy.description} onClose={closeDialog} busy={busy}>
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={copy.fields.name} autoComplete="name" aria-required="true" {...bind('name')} />
          <TextField
            label={copy.fields.country}
            autoComplete="country-name"
            aria-required="true"
            {...bind('country')}
          />
        </div>
        <EmailField {...bind('email')} />
        <div>
          <label htmlFor={textId} className="field-label">
            {copy.fields.text}
          </label>
          <textarea
            id={textId}
            name="testimonial_text"
            rows={6}
            aria-required="true"
            aria-invalid={errors.testimonial_text ? true : undefined}
            aria-describedby={errors.testimonial_text ? `${textId}-count ${textId}-error` : `${textId}-count`}
            className="field resize-y"
            value={fields.testimonial_text}
            onChange={onText}
          />
          <p
            id={`${textId}-count`}
            className={`mt-1.5 text-sm font-semibold ${TONE_CLASS[counterTone(words)]}`}
            data-word-count
          >
            {copy.fields.words(words, TESTIMONIAL_MAX_WORDS)}
          </p>
          <FieldError id={`${textId}-error`} message={errors.testimonial_text} />
        </div>
        <FileField
          label={copy.fields.photo}
          name="photo"
          accept={PHOTO_ACCEPT}
          problem={(file) => fileProblem(photoFileSchema, file)}
          prepare={lightPhoto}
          onPreparing={setPreparingPhoto}
          onChange={setPhoto}
        />
        <DialogFormEnd
          honeypot={honeypot}
          busy={busy}
          submitBusy={busy || preparingPhoto}
          onCancel={closeDialog}
        >
          {copy.actions.submit}
        </DialogFormEnd>
      </form>
    </DialogShell>
  );
}
