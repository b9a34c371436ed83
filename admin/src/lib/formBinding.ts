import { useState } from 'react';

/** The keys of a form whose values are text, or yes/no: what a text field or a switch edits. */
type KeysOf<Form, Value> = { [Key in keyof Form]: Form[Key] extends Value ? Key : never }[keyof Form];

/**
 * What a form's fields are bound with, so a field names its key once: `<TextInput … {...text('title')} />`
 * and `<PublishToggle {...flag('isPublished')} />` instead of a value and an onChange that repeat it.
 */
export function bindFields<Form>(form: Form, set: (change: Partial<Form>) => void) {
  // A computed key widens to string, so TypeScript cannot see that the change names a key of Form.
  const change = (key: keyof Form, value: unknown) => set({ [key]: value } as Partial<Form>);
  return {
    text: (key: KeysOf<Form, string>) => ({
      value: form[key] as string,
      onChange: (value: string) => change(key, value),
    }),
    flag: (key: KeysOf<Form, boolean>) => ({
      checked: form[key] as boolean,
      onChange: (checked: boolean) => change(key, checked),
    }),
  };
}

/** An editor's form state: `set` merges a change into it, `text` and `flag` bind fields (bindFields). */
export function useFormState<Form>(initial: Form | (() => Form)) {
  const [form, setForm] = useState<Form>(initial);
  const set = (change: Partial<Form>) => setForm((previous) => ({ ...previous, ...change }));
  return { form, setForm, set, ...bindFields(form, set) };
}
