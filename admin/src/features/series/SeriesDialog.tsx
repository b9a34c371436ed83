import { seriesSchema } from '#core/schemas/library.ts';
import type { EditDialogProps } from '../../components/DialogListScreen.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextArea } from '../../components/FormField.tsx';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { NameSlugFields } from '../../components/NameSlugFields.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { savedMessages } from '../../lib/savedMessages.ts';
import { saveSeries } from './api.ts';
import { type SeriesForm, seriesInput } from './seriesForm.ts';

const copy = adminMessages.resources.series;

/** Create or edit a series: title, slug (its page /series/<slug>), description, cover and publication. */
export function SeriesDialog({ id, initial, onClose }: EditDialogProps<SeriesForm>) {
  const { form, setForm, text, flag } = useFormState(initial);
  return (
    <FormDialog
      title={id ? copy.actions.edit : copy.actions.new}
      schema={seriesSchema}
      value={seriesInput(form)}
      save={(fields) => saveSeries(id, fields)}
      {...savedMessages(copy, Boolean(id))}
      onClose={onClose}
    >
      <NameSlugFields idPrefix="series" addressHint={copy.fields.address} form={form} setForm={setForm} />
      <TextArea
        id="series-description"
        label={adminMessages.common.fields.description}
        rows={3}
        {...text('description')}
      />
      <ImageUploadField
        id="series-cover"
        label={copy.fields.cover}
        alt={copy.fields.currentCover}
        {...text('coverImageUrl')}
      />
      <PublishToggle {...flag('isPublished')} />
    </FormDialog>
  );
}
