import type { Dispatch, SetStateAction } from 'react';
import { type Slugged, withName, withTypedSlug } from '../lib/sluggedForm.ts';
import { TextInput } from './FormField.tsx';

interface Props<Form extends Slugged> {
  /** Prefix of the inputs' ids: `<idPrefix>-<nameKey>` and `<idPrefix>-slug`. */
  idPrefix: string;
  nameKey: keyof Form & string;
  nameLabel: string;
  /** The page's address before the slug, e.g. "Dirección de la serie: /series/". */
  addressHint: string;
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
}

/** A name or title and the slug that follows it until typed by hand (sluggedForm.ts), for any slugged dialog. */
export function NameSlugFields<Form extends Slugged>({
  idPrefix,
  nameKey,
  nameLabel,
  addressHint,
  form,
  setForm,
}: Props<Form>) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-${nameKey}`}
        label={nameLabel}
        required
        value={String(form[nameKey] ?? '')}
        onChange={(name) => setForm((previous) => withName(previous, nameKey, name))}
      />
      <TextInput
        id={`${idPrefix}-slug`}
        label="Slug"
        required
        hint={`${addressHint}${form.slug || '…'}`}
        value={form.slug}
        onChange={(slug) => setForm((previous) => withTypedSlug(previous, slug))}
      />
    </>
  );
}
