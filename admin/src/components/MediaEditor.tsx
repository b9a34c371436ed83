import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../lib/messages.ts';
import { useStaff } from '../lib/session.tsx';
import { useToast } from '../lib/toast.tsx';
import { useRecord } from '../lib/useRecord.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { EditorFooter, TextArea, TextInput } from './FormField.tsx';
import type { MediaForm } from './mediaForm.ts';
import { PublishToggle } from './PublishToggle.tsx';
import { Spinner } from './Spinner.tsx';

type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

export interface MediaField<Form> {
  key: TextKey<Form> | Exclude<keyof MediaForm, 'isPublished'>;
  /** Also the suffix of the input id (`<idPrefix>-<id>`), which the e2e journeys use through the label. */
  id: string;
  label: string;
  kind?: 'text' | 'url' | 'textarea' | 'numeric';
  required?: boolean;
}

interface MessageSet {
  loadError: string;
  notFound: string;
  created: string;
  updated: string;
  createError: string;
  updateError: string;
}

export interface MediaEditorConfig<Form extends MediaForm, Row, Fields> {
  idPrefix: string;
  listPath: string;
  titles: { create: string; edit: string };
  copy: MessageSet;
  /** The type's own fields (its URLs, a series), shown between the description and the duration. */
  fields: MediaField<Form>[];
  emptyForm: Form;
  load(id: string): Promise<Row>;
  toForm(row: Row): Form;
  /** The schema's input and published_at, which spec §4 resets on every save of a video or audio. */
  toInput(form: Form, now: Date): { input: unknown; published_at: string | null };
  schema: ZodType<Fields>;
  save(
    id: string | undefined,
    fields: Fields & { published_at: string | null },
    userId: string,
  ): Promise<unknown>;
}

/** Title and description, the type's own fields, then duration and tags. */
function fieldsOf<Form extends MediaForm>(config: { fields: MediaField<Form>[] }): MediaField<Form>[] {
  return [
    { key: 'title', id: 'title', label: 'Título', required: true },
    { key: 'description', id: 'description', label: 'Descripción', kind: 'textarea' },
    ...config.fields,
    { key: 'duration', id: 'duration', label: 'Duración (segundos)', kind: 'numeric' },
    { key: 'tags', id: 'tags', label: 'Etiquetas (separadas por comas)' },
  ];
}

/** Create/edit screen shared by videos and audios: same states, validation, toasts and return to the list. */
export function MediaEditor<Form extends MediaForm, Row, Fields>({
  id,
  config,
}: {
  id: string | undefined;
  config: MediaEditorConfig<Form, Row, Fields>;
}) {
  const record = useRecord(id, config.load);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel
        title={config.copy.loadError}
        error={record.kind === 'error' ? record.error : config.copy.notFound}
      >
        <Link to={config.listPath} className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  const initial = record.kind === 'ready' ? config.toForm(record.row) : config.emptyForm;
  return <MediaFormView key={id ?? 'new'} id={id} initial={initial} config={config} />;
}

function MediaFormView<Form extends MediaForm, Row, Fields>({
  id,
  initial,
  config,
}: {
  id: string | undefined;
  initial: Form;
  config: MediaEditorConfig<Form, Row, Fields>;
}) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Form>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, published_at } = config.toInput(form, new Date());
    const parsed = config.schema.safeParse(input);
    if (!parsed.success) {
      toast.error(adminMessages.validation.validationTitle, parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await config.save(id, { ...parsed.data, published_at }, staff.userId);
      toast.success(id ? config.copy.updated : config.copy.created);
      navigate(config.listPath);
    } catch (error) {
      toast.error(id ? config.copy.updateError : config.copy.createError, errorDetail(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-3xl">
      <h1 className="text-2xl font-bold">{id ? config.titles.edit : config.titles.create}</h1>
      <div className="card mt-6 space-y-4">
        {fieldsOf(config).map((field) => {
          const id = `${config.idPrefix}-${field.id}`;
          const value = form[field.key] as string;
          const onChange = (next: string) => set({ [field.key]: next } as Partial<Form>);
          if (field.kind === 'textarea')
            return <TextArea key={field.key} id={id} label={field.label} value={value} onChange={onChange} />;
          return (
            <TextInput
              key={field.key}
              id={id}
              label={field.label}
              type={field.kind === 'url' ? 'url' : undefined}
              inputMode={field.kind === 'numeric' ? 'numeric' : undefined}
              required={field.required}
              value={value}
              onChange={onChange}
            />
          );
        })}
        <PublishToggle
          checked={form.isPublished}
          onChange={(isPublished) => set({ isPublished } as Partial<Form>)}
        />
      </div>
      <EditorFooter cancelTo={config.listPath} saving={saving} />
    </form>
  );
}
