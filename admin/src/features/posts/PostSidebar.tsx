import { Field, Label, Switch } from '@headlessui/react';
import { type ChangeEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { TEACHING_CATEGORIES } from '../../../../src/lib/teachingOptions.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { uploadPostImage } from './api.ts';
import { metaHint, type PostForm } from './postEditor.utils.ts';

const categories = [
  { value: 'general', label: 'General' },
  ...TEACHING_CATEGORIES.filter((option) => option.value !== 'all'),
];

interface Props {
  form: PostForm;
  onChange(change: Partial<PostForm>): void;
}

/** Right column: publish switch and date, featured image, SEO (meta description, tags, category). */
export function PostSidebar({ form, onChange }: Props) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const metaLength = form.metaDescription.length;
  const hint = metaHint(metaLength);

  async function pickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      onChange({ featuredImageUrl: await uploadPostImage(file) });
    } catch (error) {
      toast.error(adminMessages.posts.imageUploadError(errorDetail(error)));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return (
    <div className="space-y-4">
      <div className="card space-y-4">
        <h2 className="font-bold">Publicación</h2>
        <Field className="flex items-center justify-between gap-3">
          <Label>Publicado</Label>
          <Switch
            checked={form.isPublished}
            onChange={(isPublished) => onChange({ isPublished })}
            className="group relative inline-flex h-6 w-11 items-center rounded-full bg-ink-600 data-checked:bg-sage-700"
          >
            <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
          </Switch>
        </Field>
        <div>
          <label htmlFor="post-published-at" className="label">
            Fecha de publicación
          </label>
          <input
            id="post-published-at"
            type="datetime-local"
            className="field"
            value={form.publishedAt}
            onChange={(event) => onChange({ publishedAt: event.target.value })}
          />
        </div>
      </div>
      <div className="card space-y-3">
        <h2 className="font-bold">Imagen destacada</h2>
        {form.featuredImageUrl && (
          <img src={form.featuredImageUrl} alt="Imagen destacada actual" className="w-full rounded-md" />
        )}
        <label htmlFor="post-image" className="label">
          Subir imagen
        </label>
        <input
          id="post-image"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby="post-image-hint"
          disabled={uploading}
          onChange={pickImage}
          className="block w-full text-sm"
        />
        <p id="post-image-hint" className="text-sm text-ink-700">
          {uploading ? 'Subiendo…' : 'PNG, JPG, GIF o WEBP. Recomendado 1200×630, máximo 5 MB.'}
        </p>
      </div>
      <div className="card space-y-4">
        <h2 className="font-bold">SEO</h2>
        <div>
          <label htmlFor="post-meta" className="label">
            Meta descripción
          </label>
          <textarea
            id="post-meta"
            className="field"
            rows={3}
            maxLength={160}
            aria-describedby="post-meta-count"
            value={form.metaDescription}
            onChange={(event) => onChange({ metaDescription: event.target.value })}
          />
          <p
            id="post-meta-count"
            className={`mt-1 text-sm ${hint === 'ideal' ? 'text-sage-700' : 'text-ink-700'}`}
          >
            {metaLength}/160 · ideal entre 150 y 160 caracteres
          </p>
        </div>
        <div>
          <label htmlFor="post-tags" className="label">
            Etiquetas (separadas por comas)
          </label>
          <input
            id="post-tags"
            className="field"
            value={form.tags}
            onChange={(event) => onChange({ tags: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="post-category" className="label">
            Categoría
          </label>
          <select
            id="post-category"
            className="field"
            value={form.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
