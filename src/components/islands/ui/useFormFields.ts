import { type ChangeEvent, useState } from 'react';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The text fields of a visitor form, named after the columns they fill (core/schemas): `bind('email')`
 * gives a control its name, value and change handler, so `<TextField {...bind('email')} />` is wired.
 */
export function useFormFields<Fields extends Record<string, string>>(initial: Fields) {
  const [fields, setFields] = useState(initial);
  const bind = (key: keyof Fields & string) => ({
    name: key,
    value: fields[key],
    onChange: (event: FieldEvent) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });
  return { fields, setFields, bind };
}
