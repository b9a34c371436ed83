import type { Dispatch, SetStateAction } from 'react';
import { adminMessages } from '../lib/messages.ts';
import { type Slugged, withName, withTypedSlug } from '../lib/sluggedForm.ts';
import { TextInput } from './FormField.tsx';

const { fields } = adminMessages.common;

/** What the name field is called, by the key it edits. */
const NAME_LABELS = { title: fields.title, name: fields.name } as const;

interface Props<Form extends Slugged> {
  /** Prefix of the inputs' ids: `<idPrefix>-<nameKey>` and `<idPrefix>-slug`. */
  idPrefix: string;
  /** The form's title (the default) or name. */
  nameKey?: keyof typeof NAME_LABELS & keyof Form;
  /** The page's address before the slug, e.g. "Dirección de la serie: /series/". */
  addressHint: string;
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
}

/** A name or title and the slug that follows it until typed by hand (sluggedForm.ts), for any slugged editor. */
export function NameSlugFields<Form extends Slugged>({
  idPrefix,
  // A form with no name key has a title (TypeScript cannot see that from the default alone).
  nameKey = 'title' as NonNullable<Props<Form>['nameKey']>,
  addressHint,
  form,
  setForm,
}: Props<Form>) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-${nameKey}`}
        label={NAME_LABELS[nameKey]}
        required
        value={String(form[nameKey] ?? '')}
        onChange={(name) => setForm((previous) => withName(previous, nameKey, name))}
      />
      <TextInput
        id={`${idPrefix}-slug`}
        label={fields.slug}
        required
        hint={`${addressHint}${form.slug || '…'}`}
        value={form.slug}
        onChange={(slug) => setForm((previous) => withTypedSlug(previous, slug))}
      />
    </>
  );
}
