import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ZodType } from 'zod';
import { errorDetail } from '#core/supabaseError.ts';
import { creditSpeakers } from '../features/teachings/api.ts';
import { TeachingFields } from '../features/teachings/TeachingFields.tsx';
import {
  emptyLinks,
  type LinkFields,
  linkFields,
  type TeachingKind,
  type TeachingLinks,
} from '../features/teachings/teachingLinks.ts';
import { adminMessages } from '../lib/messages.ts';
import { useStaff } from '../lib/session.tsx';
import { useToast } from '../lib/toast.tsx';
import { EditorFooter, TextArea, TextInput } from './FormField.tsx';
import type { MediaForm } from './mediaForm.ts';
import { PublishToggle } from './PublishToggle.tsx';
import { RecordEditor } from './RecordEditor.tsx';

type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

export interface MediaField<Form> {
  key: TextKey<Form> | Exclude<keyof MediaForm, 'isPublished'>;
  /** Also the suffix of the input id (`<kind>-<id>`), which the e2e journeys use through the label. */
  id: string;
  label: string;
  kind?: 'text' | 'url' | 'textarea' | 'numeric';
  required?: boolean;
}

/** Videos and audios: the kind also names their input ids (`audio-title`), list route and messages. */
type MediaKind = Extract<TeachingKind, 'video' | 'audio'>;

export interface MediaEditorConfig<Form extends MediaForm, Row, Fields> {
  kind: MediaKind;
  /** The type's own fields (its URLs, a series), shown between the description and the duration. */
  fields: MediaField<Form>[];
  emptyForm: Form;
  load(id: string): Promise<Row>;
  toForm(row: Row): Form;
  /** The row's series, speakers, references and transcript as the library inputs hold them. */
  toLinks(row: Row): TeachingLinks;
  /** The schema's input and published_at, which docs/spec.md §4 resets on every save of a video or audio. */
  toInput(form: Form, now: Date): { input: unknown; published_at: string | null };
  schema: ZodType<Fields>;
  /** Writes the row and answers its id (a new one's too, to credit its speakers). */
  save(
    id: string | undefined,
    fields: Fields & LinkFields & { transcript_vtt: string | null; published_at: string | null },
    userId: string,
  ): Promise<string>;
}

/** The kind's list route and messages (`/audios`, adminMessages.resources.audios). */
function listOf(kind: MediaKind) {
  return { listPath: `/${kind}s`, copy: adminMessages.resources[`${kind}s`] } as const;
}

const { fields } = adminMessages.common;
const teachings = adminMessages.teachings;

/** Title and description, the type's own fields, then duration and tags. */
function fieldsOf<Form extends MediaForm>(config: { fields: MediaField<Form>[] }): MediaField<Form>[] {
  return [
    { key: 'title', id: 'title', label: fields.title, required: true },
    { key: 'description', id: 'description', label: fields.description, kind: 'textarea' },
    ...config.fields,
    { key: 'duration', id: 'duration', label: teachings.fields.duration, kind: 'numeric' },
    { key: 'tags', id: 'tags', label: fields.tags },
  ];
}

/**
 * Create/edit screen shared by videos and audios (/audios/new, /audios/edit/:audioId): same states,
 * validation, toasts and return to the list (docs/spec.md §4). The route's `<kind>Id` names the record.
 */
export function MediaEditor<Form extends MediaForm, Row, Fields>({
  config,
}: {
  config: MediaEditorConfig<Form, Row, Fields>;
}) {
  const id = useParams()[`${config.kind}Id`];
  return (
    <RecordEditor
      id={id}
      load={config.load}
      {...listOf(config.kind)}
      form={(row) => (
        <MediaFormView
          id={id}
          initial={row ? config.toForm(row) : config.emptyForm}
          initialLinks={row ? config.toLinks(row) : emptyLinks}
          config={config}
        />
      )}
    />
  );
}

function MediaFormView<Form extends MediaForm, Row, Fields>({
  id,
  initial,
  initialLinks,
  config,
}: {
  id: string | undefined;
  initial: Form;
  initialLinks: TeachingLinks;
  config: MediaEditorConfig<Form, Row, Fields>;
}) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [links, setLinks] = useState(initialLinks);
  // Set once a new row exists, so saving again (after its speakers failed) updates it, not a second one.
  const [rowId, setRowId] = useState(id);
  const [saving, setSaving] = useState(false);
  const { listPath, copy } = listOf(config.kind);
  const set = (change: Partial<Form>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, published_at } = config.toInput(form, new Date());
    const parsed = config.schema.safeParse(input);
    const linked = linkFields(links);
    if (!parsed.success || !linked.ok) {
      const message = parsed.success ? (linked.ok ? '' : linked.message) : parsed.error.issues[0]?.message;
      toast.error(adminMessages.validation.validationTitle, message);
      return;
    }
    setSaving(true);
    let savedId: string;
    try {
      savedId = await config.save(
        rowId,
        { ...parsed.data, ...linked.fields, transcript_vtt: links.transcript, published_at },
        staff.userId,
      );
    } catch (error) {
      toast.error(id ? copy.errors.update : copy.errors.create, errorDetail(error, parsed.data as object));
      setSaving(false);
      return;
    }
    try {
      await creditSpeakers(config.kind, savedId, links.speakerIds);
      toast.success(id ? copy.notifications.updated : copy.notifications.created);
      navigate(listPath);
    } catch (error) {
      // The row exists now; everything typed stays on screen and Guardar tries the credits again.
      toast.error(teachings.errors.speakers, errorDetail(error));
      setRowId(savedId);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-3xl">
      <h1 className="text-2xl font-bold">{id ? copy.actions.edit : copy.actions.new}</h1>
      <div className="card mt-6 space-y-4">
        {fieldsOf(config).map((field) => {
          const id = `${config.kind}-${field.id}`;
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
      <div className="card mt-4">
        <h2 className="mb-4 font-bold">{teachings.fields.links}</h2>
        <TeachingFields
          kind={config.kind}
          idPrefix={config.kind}
          links={links}
          onChange={(change) => setLinks((previous) => ({ ...previous, ...change }))}
        />
      </div>
      <EditorFooter cancelTo={listPath} saving={saving} />
    </form>
  );
}
