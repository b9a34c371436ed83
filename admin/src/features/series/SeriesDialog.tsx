import { useState } from 'react';
import { seriesSchema } from '#core/schemas/library.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextArea } from '../../components/FormField.tsx';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { NameSlugFields } from '../../components/NameSlugFields.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { savedMessages } from '../../lib/savedMessages.ts';
import { saveSeries } from './api.ts';
import { type SeriesForm, seriesInput } from './seriesForm.ts';

const copy = adminMessages.series;

interface Props {
  seriesId?: string;
  initial: SeriesForm;
  onClose(saved: boolean): void;
}

/** Create or edit a series: title, slug (its page /series/<slug>), description, cover and publication. */
export function SeriesDialog({ seriesId, initial, onClose }: Props) {
  const [form, setForm] = useState(initial);
  const set = (change: Partial<SeriesForm>) => setForm((previous) => ({ ...previous, ...change }));
  return (
    <FormDialog
      title={seriesId ? 'Editar serie' : 'Nueva serie'}
      submitLabel="Guardar"
      schema={seriesSchema}
      value={seriesInput(form)}
      save={(fields) => saveSeries(seriesId, fields)}
      {...savedMessages(copy, Boolean(seriesId))}
      onClose={onClose}
    >
      <NameSlugFields
        idPrefix="series"
        nameKey="title"
        nameLabel="Título"
        addressHint="Dirección de la serie: /series/"
        form={form}
        setForm={setForm}
      />
      <TextArea
        id="series-description"
        label="Descripción"
        rows={3}
        value={form.description}
        onChange={(description) => set({ description })}
      />
      <ImageUploadField
        id="series-cover"
        label="Portada"
        alt="Portada actual de la serie"
        value={form.coverImageUrl}
        onChange={(coverImageUrl) => set({ coverImageUrl })}
      />
      <PublishToggle checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
    </FormDialog>
  );
}
