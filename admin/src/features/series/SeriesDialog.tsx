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

const copy = adminMessages.series;

/** Create or edit a series: title, slug (its page /series/<slug>), description, cover and publication. */
export function SeriesDialog({ id, initial, onClose }: EditDialogProps<SeriesForm>) {
  const { form, setForm, text, flag } = useFormState(initial);
  return (
    <FormDialog
      title={id ? 'Editar serie' : 'Nueva serie'}
      submitLabel="Guardar"
      schema={seriesSchema}
      value={seriesInput(form)}
      save={(fields) => saveSeries(id, fields)}
      {...savedMessages(copy, Boolean(id))}
      onClose={onClose}
    >
      <NameSlugFields
        idPrefix="series"
        addressHint="Dirección de la serie: /series/"
        form={form}
        setForm={setForm}
      />
      <TextArea id="series-description" label="Descripción" rows={3} {...text('description')} />
      <ImageUploadField
        id="series-cover"
        label="Portada"
        alt="Portada actual de la serie"
        {...text('coverImageUrl')}
      />
      <PublishToggle {...flag('isPublished')} />
    </FormDialog>
  );
}
