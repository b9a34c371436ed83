import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { eventSchema } from '#core/schemas/event.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { timeZoneChoices } from '#core/timeZoneChoices.ts';
import { EditorFooter, SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import { NameSlugFields } from '../../components/NameSlugFields.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { slugify } from '../../lib/slugify.ts';
import { useToast } from '../../lib/toast.tsx';
import { useSaveAfterUploads } from '../../lib/useSaveAfterUploads.tsx';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.tsx';
import { saveEvent } from './api.ts';
import {
  type EventForm,
  type EventRow,
  emptyEventForm,
  eventInput,
  formFromEvent,
  withStart,
} from './eventForm.ts';
import { RecurrencePicker } from './RecurrencePicker.tsx';

const copy = adminMessages.resources.events;
const { fields } = adminMessages.common;

/** The event form: what, where, when and how it repeats, publish; save returns to the list. */
export function EventFormView({ event, defaultTimeZone }: { event?: EventRow; defaultTimeZone: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const [initial] = useState(() => (event ? formFromEvent(event) : emptyEventForm(now, defaultTimeZone)));
  const { form, setForm, set, text, flag } = useFormState<EventForm>(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const guard = useUnsavedChangesGuard(!saved && !saving && JSON.stringify(form) !== JSON.stringify(initial));

  async function save() {
    const { input, published_at } = eventInput(form, event?.published_at ?? null, new Date());
    const parsed = eventSchema.safeParse({ ...input, slug: slugify(input.slug) });
    if (!parsed.success) {
      toast.error(adminMessages.validation.validationTitle, parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await saveEvent(event?.id, { ...parsed.data, published_at });
    } catch (error) {
      const title = event ? copy.errors.update : copy.errors.create;
      toast.error(title, errorDetail(error, parsed.data));
      setSaving(false);
      return;
    }
    toast.success(event ? copy.notifications.updated : copy.notifications.created);
    setSaved(true);
    navigate('/events');
  }

  // Pressed while the event's image says «Subiendo…», the save waits for it rather than dropping it.
  const afterUploads = useSaveAfterUploads(save);
  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    afterUploads.request();
  }

  return (
    <form onSubmit={submit} className="max-w-3xl" noValidate>
      <h1 className="text-2xl font-bold">{event ? copy.actions.edit : copy.actions.new}</h1>
      <div className="card mt-6 space-y-4">
        <NameSlugFields idPrefix="event" addressHint={copy.fields.address} form={form} setForm={setForm} />
        <TextArea id="event-description" label={fields.description} {...text('description')} />
        <ImageUploadField
          id="event-image"
          label={copy.fields.image}
          alt={copy.fields.currentImage}
          {...text('imageUrl')}
        />
      </div>
      <fieldset className="card mt-4 space-y-4">
        <legend className="float-left mb-2 w-full font-bold">{copy.fields.place}</legend>
        <TextInput id="event-location-name" label={copy.fields.placeName} {...text('locationName')} />
        <TextInput
          id="event-location-address"
          label={copy.fields.placeAddress}
          {...text('locationAddress')}
        />
        <TextInput
          id="event-online-url"
          label={copy.fields.onlineUrl}
          type="url"
          hint={copy.fields.placeHint}
          {...text('onlineUrl')}
        />
      </fieldset>
      <fieldset className="card mt-4 space-y-4">
        <legend className="float-left mb-2 w-full font-bold">{copy.fields.schedule}</legend>
        <TextInput
          id="event-starts-at"
          label={copy.fields.start}
          type="datetime-local"
          required
          value={form.startsAt}
          onChange={(startsAt) => setForm((previous) => withStart(previous, startsAt))}
        />
        <TextInput
          id="event-ends-at"
          label={copy.fields.end}
          type="datetime-local"
          required
          {...text('endsAt')}
        />
        <SelectInput
          id="event-time-zone"
          label={copy.fields.timeZone}
          options={timeZoneChoices(Intl.supportedValuesOf('timeZone'), [defaultTimeZone, form.timeZone])}
          {...text('timeZone')}
        />
        <RecurrencePicker form={form} onChange={set} now={now} />
      </fieldset>
      <div className="card mt-4">
        <PublishToggle {...flag('isPublished')} />
      </div>
      {afterUploads.notice}
      <EditorFooter cancelTo="/events" saving={saving} waitingForUpload={afterUploads.waiting} />
      {guard}
    </form>
  );
}
