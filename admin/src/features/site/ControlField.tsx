import { Label, Switch, Field as SwitchField } from '@headlessui/react';
import { MarkdownField } from '../../components/MarkdownField.tsx';
import { FieldNotes } from './FieldNotes.tsx';
import type { Control } from './formDefinition.ts';
import { getAt, type Path } from './formValues.ts';
import { ImageField, PhotoField } from './ImageField.tsx';
import { describedBy, fieldId, useFormBinding } from './siteFormContext.ts';

const INPUT_TYPES = { time: 'time', date: 'date', datetime: 'datetime-local', number: 'number' } as const;

/** One control of a site form, bound to the value at `path`, with its hint and message beside it. */
export function ControlField({ field, path }: { field: Control; path: Path }) {
  const { content, change, messageFor } = useFormBinding();
  const id = fieldId(path);
  const value = getAt(content, path);
  const message = messageFor(path);
  const set = (next: unknown) => change(path, next);
  const control = {
    id,
    'aria-describedby': describedBy(id, field.hint, message),
    'aria-invalid': message ? true : undefined,
    className: 'field',
  };

  switch (field.kind) {
    case 'image':
      return <ImageField field={field} path={path} />;
    case 'photo':
      return <PhotoField field={field} path={path} />;
    case 'switch':
      return (
        <SwitchField className="flex items-center justify-between gap-3">
          <Label className="label">{field.label}</Label>
          <Switch
            checked={value === true}
            onChange={set}
            className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-600 data-checked:bg-sage-700"
          >
            <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
          </Switch>
        </SwitchField>
      );
    case 'markdown':
      return (
        <div>
          <MarkdownField id={id} value={String(value ?? '')} onChange={set} rows={14} hint={field.hint} />
          <FieldNotes id={id} message={message} />
        </div>
      );
    default:
      break;
  }

  let input: React.ReactNode;
  if (field.kind === 'textarea') {
    input = (
      <textarea
        {...control}
        rows={field.rows ?? 3}
        value={String(value ?? '')}
        onChange={(e) => set(e.target.value)}
      />
    );
  } else if (field.kind === 'select') {
    const options = typeof field.options === 'function' ? field.options(content) : field.options;
    const known = options.some((option) => option.value === String(value ?? ''));
    input = (
      <select
        {...control}
        value={String(value ?? '')}
        onChange={(e) => set(field.numeric ? Number(e.target.value) : e.target.value)}
      >
        {!known && <option value={String(value ?? '')}>{String(value ?? '') || '—'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    input = (
      <input
        {...control}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        // An emptied box stays empty (the schema says what is missing) instead of turning into 0.
        onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}
      />
    );
  } else {
    const type = field.kind === 'text' ? (field.input ?? 'text') : INPUT_TYPES[field.kind];
    input = (
      <input {...control} type={type} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
    );
  }

  return (
    <div>
      <label htmlFor={id} className="label">
        {field.label}
      </label>
      {input}
      <FieldNotes id={id} hint={field.hint} message={message} />
    </div>
  );
}
