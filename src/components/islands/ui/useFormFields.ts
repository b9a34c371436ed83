import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from '#core/visitor/checkVisitorForm.ts';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The text fields of a visitor form, named after the columns they fill (core/schemas): `bind('email')`
 * gives a control its name, value, change handler and its error, so `<TextField {...bind('email')} />`
 * is wired. `showErrors(checked.fields)` puts each message at its field; typing in a field clears it.
 */
export function useFormFields<Name extends string>(names: readonly Name[]) {
  // Every field starts empty.
  const [fields, setFields] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = (key: string) =>
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current) as FieldErrors);
  const bind = (key: Name) => ({
    name: key,
    value: fields[key],
    error: errors[key],
    onChange: (event: FieldEvent) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
      clearError(key);
    },
  });
  return { fields, setFields, bind, errors, showErrors: setErrors, clearError };
}
