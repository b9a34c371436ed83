import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIBRARY_SHELVES } from '#core/content/libraryShelves.ts';
import type { TablesInsert } from '#core/database.types.ts';
import { formatFileSize } from '#core/fileSize.ts';
import { STAFF_IMAGE_ACCEPT } from '#core/photos/photoSize.ts';
import { resourceSchema } from '#core/schemas/resource.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { FileInput } from '../../components/FileInput.tsx';
import { EditorFooter, FormField, SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { removeResourceFiles, saveResource, uploadResourceFile } from './api.ts';
import {
  emptyResourceForm,
  formFromResource,
  type Resource,
  type ResourceForm,
  replacedPath,
  resourceInput,
} from './resourceEditor.utils.ts';

const copy = adminMessages.resources.library;
const { fields } = adminMessages.common;
const categories = [
  { value: '', label: copy.fields.noCategory },
  ...LIBRARY_SHELVES.map((shelf) => ({ value: shelf.id, label: shelf.title })),
];

/** Resource form: fields, main file (required on create) and an image thumbnail; save returns to the list. */
export function ResourceFormView({ resource }: { resource?: Resource }) {
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const { form, text, flag } = useFormState<ResourceForm>(() =>
    resource ? formFromResource(resource) : emptyResourceForm,
  );
  const [file, setFile] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  async function upload(kind: 'resource' | 'thumbnail', chosen: File) {
    try {
      return await uploadResourceFile(kind, chosen);
    } catch (error) {
      toast.error(copy.errors.upload(chosen.name), errorDetail(error));
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, published_at } = resourceInput(form, resource?.published_at ?? null, new Date());
    const parsed = resourceSchema.safeParse(input);
    if (!parsed.success) {
      toast.error(adminMessages.validation.validationTitle, parsed.error.issues[0]?.message);
      return;
    }
    if (!resource && !file) {
      toast.error(adminMessages.validation.validationTitle, adminMessages.validation.fileRequired);
      return;
    }
    setSaving(true);
    const fields: TablesInsert<'resources'> = {
      ...parsed.data,
      published_at,
      file_url: resource?.file_url ?? '',
      file_path: resource?.file_path ?? null,
      file_type: resource?.file_type ?? null,
      file_size: resource?.file_size ?? null,
      thumbnail_url: resource?.thumbnail_url ?? null,
      thumbnail_path: resource?.thumbnail_path ?? null,
      author_id: resource?.author_id ?? staff.userId,
    };
    const uploadedFile = file ? await upload('resource', file) : undefined;
    const uploadedThumb = thumbnail ? await upload('thumbnail', thumbnail) : undefined;
    if (uploadedFile === null || uploadedThumb === null) {
      setSaving(false);
      return;
    }
    if (uploadedFile) {
      Object.assign(fields, {
        file_url: uploadedFile.url,
        file_path: uploadedFile.path,
        file_type: uploadedFile.contentType,
        file_size: uploadedFile.size,
      });
    }
    if (uploadedThumb)
      Object.assign(fields, { thumbnail_url: uploadedThumb.url, thumbnail_path: uploadedThumb.path });
    try {
      await saveResource(resource?.id, fields);
    } catch (error) {
      toast.error(resource ? copy.errors.update : copy.errors.create, errorDetail(error));
      setSaving(false);
      return;
    }
    // Old objects go only once the row points at the new ones.
    const stale = [
      replacedPath(resource?.file_path, fields.file_path),
      replacedPath(resource?.thumbnail_path, fields.thumbnail_path),
    ];
    await removeResourceFiles(stale.filter((path): path is string => path !== null)).catch((error: unknown) =>
      toast.error(copy.errors.storageDelete, errorDetail(error)),
    );
    toast.success(resource ? copy.notifications.updated : copy.notifications.created);
    navigate('/library');
  }

  return (
    <form onSubmit={submit} className="max-w-3xl" noValidate>
      <h1 className="text-2xl font-bold">{resource ? copy.actions.edit : copy.actions.new}</h1>
      <div className="card mt-6 space-y-4">
        <TextInput id="resource-title" label={fields.title} required {...text('title')} />
        <TextArea id="resource-description" label={fields.description} {...text('description')} />
        <SelectInput
          id="resource-category"
          label={fields.category}
          options={categories}
          {...text('category')}
        />
        <TextInput id="resource-tags" label={fields.tags} {...text('tags')} />
        <FormField
          id="resource-file"
          label={resource ? copy.fields.replaceFile : copy.fields.newFile}
          hint={
            resource?.file_path
              ? copy.fields.currentFile(resource.file_type ?? '', formatFileSize(resource.file_size))
              : copy.fields.fileHint
          }
        >
          <FileInput
            id="resource-file"
            describedBy="resource-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField id="resource-thumbnail" label={copy.fields.thumbnail}>
          <FileInput
            id="resource-thumbnail"
            accept={STAFF_IMAGE_ACCEPT}
            onChange={(e) => setThumbnail(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <PublishToggle {...flag('isPublished')} />
      </div>
      <EditorFooter cancelTo="/library" saving={saving} />
    </form>
  );
}
