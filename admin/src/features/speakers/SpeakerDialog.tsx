import { useState } from 'react';
import { speakerSchema } from '#core/schemas/library.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextArea, TextInput } from '../../components/FormField.tsx';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { withName, withTypedSlug } from '../../lib/sluggedForm.ts';
import { saveSpeaker } from './api.ts';
import { type SpeakerForm, speakerInput } from './speakerForm.ts';

const copy = adminMessages.speakers;

interface Props {
  speakerId?: string;
  initial: SpeakerForm;
  onClose(saved: boolean): void;
}

/** Create or edit a speaker (staff or guest): name, slug (/predicadores/<slug>), short bio and photo. */
export function SpeakerDialog({ speakerId, initial, onClose }: Props) {
  const [form, setForm] = useState(initial);
  return (
    <FormDialog
      title={speakerId ? 'Editar predicador' : 'Nuevo predicador'}
      submitLabel="Guardar"
      schema={speakerSchema}
      value={speakerInput(form)}
      save={(fields) => saveSpeaker(speakerId, fields)}
      done={speakerId ? copy.updated : copy.created}
      failed={speakerId ? copy.updateError : copy.createError}
      onClose={onClose}
    >
      <TextInput
        id="speaker-name"
        label="Nombre"
        required
        value={form.name}
        onChange={(name) => setForm((previous) => withName(previous, 'name', name))}
      />
      <TextInput
        id="speaker-slug"
        label="Slug"
        required
        hint={`Dirección del predicador: /predicadores/${form.slug || '…'}`}
        value={form.slug}
        onChange={(slug) => setForm((previous) => withTypedSlug(previous, slug))}
      />
      <TextArea
        id="speaker-bio"
        label="Biografía breve"
        rows={3}
        hint={`${form.bio.length}/2000`}
        value={form.bio}
        onChange={(bio) => setForm((previous) => ({ ...previous, bio }))}
      />
      <ImageUploadField
        id="speaker-photo"
        label="Foto"
        alt={`Foto actual de ${form.name || 'el predicador'}`}
        value={form.photoUrl}
        onChange={(photoUrl) => setForm((previous) => ({ ...previous, photoUrl }))}
      />
    </FormDialog>
  );
}
