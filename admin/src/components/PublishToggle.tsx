import { Field, Label, Switch } from '@headlessui/react';
import { adminMessages } from '../lib/messages.ts';

/** The "Publicado" switch shared by the content editors. */
export function PublishToggle({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Field className="flex items-center justify-between gap-3">
      <Label>{adminMessages.common.fields.publishedSwitch}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 items-center rounded-full bg-ink-600 data-checked:bg-sage-700"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  );
}
