import { Plus } from 'lucide-react';
import { adminMessages } from '../../lib/messages.ts';
import { ControlField } from './ControlField.tsx';
import { FieldNotes } from './FieldNotes.tsx';
import type { Field, FormDefinition } from './formDefinition.ts';
import { getAt, type Path } from './formValues.ts';
import { ListControls } from './ListControls.tsx';
import { FormContext, fieldId, useFormBinding } from './siteFormContext.ts';
import type { AreaEditor } from './useAreaEditor.ts';

const siteCopy = adminMessages.site;

type ListField = Extract<Field, { kind: 'list' }>;
type LinesField = Extract<Field, { kind: 'lines' }>;

/** The fields of a form definition at `path` of the area's content. */
export function Fields({
  fields,
  path,
  depth = 0,
}: {
  fields: readonly Field[];
  path: Path;
  depth?: number;
}) {
  return fields.map((field) => {
    const key = 'key' in field && field.key !== undefined ? field.key : 'legend' in field ? field.legend : '';
    const at = 'key' in field && field.key !== undefined ? [...path, field.key] : path;
    if (field.kind === 'group')
      return (
        <fieldset
          key={key}
          className={depth === 0 ? 'card space-y-4' : 'space-y-4 border-l-4 border-cream-300 pl-3'}
        >
          <legend className={depth === 0 ? 'float-left mb-2 w-full text-lg font-bold' : 'font-bold'}>
            {field.legend}
          </legend>
          {field.hint && <p className="text-sm text-ink-700">{field.hint}</p>}
          <Fields fields={field.fields} path={at} depth={depth + 1} />
        </fieldset>
      );
    if (field.kind === 'list') return <ListOfObjects key={key} field={field} path={at} depth={depth} />;
    if (field.kind === 'lines') return <ListOfLines key={key} field={field} path={at} />;
    return <ControlField key={key} field={field} path={at} />;
  });
}

const itemName = (field: ListField, item: unknown, index: number) => {
  const title = field.itemTitle?.((item ?? {}) as Record<string, unknown>);
  return title ? `${field.itemName} ${index + 1}: ${title}` : `${field.itemName} ${index + 1}`;
};

function ListOfObjects({ field, path, depth }: { field: ListField; path: Path; depth: number }) {
  const { content, change, messageFor } = useFormBinding();
  const list = (getAt(content, path) as unknown[] | undefined) ?? [];
  const id = fieldId(path);
  const set = (next: unknown[]) => change(path, next);
  return (
    <fieldset
      className={depth === 0 ? 'card space-y-3' : 'space-y-3'}
      aria-describedby={messageFor(path) ? `${id}-error` : undefined}
    >
      <legend className={depth === 0 ? 'float-left mb-2 w-full text-lg font-bold' : 'font-bold'}>
        {field.label}
      </legend>
      {field.hint && <p className="text-sm text-ink-700">{field.hint}</p>}
      {list.map((item, index) => {
        const name = itemName(field, item, index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no key of their own; fields are controlled.
          <fieldset key={index} className="space-y-3 rounded-md border border-cream-300 bg-cream-50 p-3">
            <legend className="sr-only">{name}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p aria-hidden="true" className="font-semibold">
                {name}
              </p>
              {!field.fixed && <ListControls id={id} name={name} index={index} list={list} onChange={set} />}
            </div>
            <Fields fields={field.fields} path={[...path, index]} depth={depth + 1} />
          </fieldset>
        );
      })}
      {!field.fixed && field.newItem && (
        <button type="button" className="btn-secondary" onClick={() => set([...list, field.newItem!()])}>
          <Plus className="size-4" aria-hidden="true" />
          {siteCopy.list.add(field.itemName)}
        </button>
      )}
      <FieldNotes id={id} message={messageFor(path)} />
    </fieldset>
  );
}

function ListOfLines({ field, path }: { field: LinesField; path: Path }) {
  const { content, change, messageFor } = useFormBinding();
  const list = (getAt(content, path) as string[] | undefined) ?? [];
  const id = fieldId(path);
  const set = (next: unknown[]) => change(path, next);
  return (
    <fieldset className="space-y-2" aria-describedby={field.hint ? `${id}-hint` : undefined}>
      <legend className="label">{field.label}</legend>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {field.hint}
        </p>
      )}
      {list.map((line, index) => {
        const lineId = fieldId([...path, index]);
        const name = `${field.itemName} ${index + 1}`;
        const message = messageFor([...path, index]);
        const common = {
          id: lineId,
          className: 'field',
          value: line,
          'aria-describedby': message ? `${lineId}-error` : undefined,
          'aria-invalid': message ? true : undefined,
          onChange: (event: { target: { value: string } }) => change([...path, index], event.target.value),
        };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain texts; fields are controlled.
          <div key={index} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={lineId} className="text-sm text-ink-700">
                {name}
              </label>
              {field.rows ? <textarea rows={field.rows} {...common} /> : <input {...common} />}
              <FieldNotes id={lineId} message={message} />
            </div>
            <div className="mt-6">
              <ListControls id={id} name={name} index={index} list={list} onChange={set} />
            </div>
          </div>
        );
      })}
      <button type="button" className="btn-secondary" onClick={() => set([...list, ''])}>
        <Plus className="size-4" aria-hidden="true" />
        {siteCopy.list.add(field.itemName)}
      </button>
      <FieldNotes id={id} message={messageFor(path)} />
    </fieldset>
  );
}

/** An area's form: the definition drawn over the editor's working copy. Nothing submits; it saves itself. */
export function SiteForm({ definition, editor }: { definition: FormDefinition; editor: AreaEditor }) {
  const binding = { content: editor.content, change: editor.change, messageFor: editor.messageFor };
  return (
    <FormContext value={binding}>
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <Fields fields={definition.fields} path={[]} />
      </form>
    </FormContext>
  );
}
