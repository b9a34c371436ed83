import { speakerSchema } from '#core/schemas/library.ts';
import type { EditDialogProps } from '../../components/DialogListScreen.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextArea } from '../../components/FormField.tsx';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { NameSlugFields } from '../../components/NameSlugFields.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { savedMessages } from '../../lib/savedMessages.ts';
import { saveSpeaker } from './api.ts';
import { type SpeakerForm, speakerInput } from './speakerForm.ts';

const copy = adminMessages.resources.speakers;

/** Create or edit a speaker (staff or guest): name, slug (/predicadores/<slug>), short bio and photo. */
export function SpeakerDialog({ id, initial, onClose }: EditDialogProps<SpeakerForm>) {
  const { form, setForm, text } = useFormState(initial);
  return (
    <FormDialog
      title={id ? copy.actions.edit : copy.actions.new}
      schema={speakerSchema}
      value={speakerInput(form)}
      save={(fields) => saveSpeaker(id, fields)}
      {...savedMessages(copy, Boolean(id))}
      onClose={onClose}
    >
      <NameSlugFields
        idPrefix="speaker"
        nameKey="name"
        addressHint={copy.fields.address}
        form={form}
        setForm={setForm}
      />
      <TextArea
        id="speaker-bio"
        label={copy.fields.shortBio}
        rows={3}
        hint={`${form.bio.length}/2000`}
        {...text('bio')}
      />
      <ImageUploadField
        id="speaker-photo"
        label={copy.fields.photo}
        alt={copy.fields.currentPhoto(form.name)}
        {...text('photoUrl')}
      />
    </FormDialog>
  );
}
