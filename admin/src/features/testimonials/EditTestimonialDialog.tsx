import { type TestimonialEdit, testimonialEditSchema } from '#core/schemas/testimonialEdit.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextArea } from '../../components/FormField.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { type TestimonialRow, updateTestimonialText } from './api.ts';

const copy = adminMessages.resources.testimonials;

/** Correct a testimony's text before approving it (or after): the visitor form's rules still hold. */
export function EditTestimonialDialog({
  row,
  onClose,
}: {
  row: TestimonialRow;
  onClose(saved: boolean): void;
}) {
  const { form, text } = useFormState<TestimonialEdit>({ testimonial_text: row.testimonial_text ?? '' });
  return (
    <FormDialog
      title={copy.actions.editTitle}
      schema={testimonialEditSchema}
      value={form}
      save={(edit) => updateTestimonialText(row.id, edit)}
      done={copy.notifications.edited}
      failed={copy.errors.update}
      onClose={onClose}
      about={[row.name ?? copy.visitor, row.country].filter(Boolean).join(' · ')}
    >
      <TextArea
        id="testimonial-text"
        label={copy.fields.text}
        hint={copy.fields.textHint}
        rows={8}
        {...text('testimonial_text')}
      />
    </FormDialog>
  );
}
