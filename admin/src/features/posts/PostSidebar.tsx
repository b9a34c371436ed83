import { TEACHING_CATEGORIES } from '../../../../src/lib/teachingOptions.ts';
import { FieldRefusal } from '../../components/FieldRefusal.tsx';
import { FileInput } from '../../components/FileInput.tsx';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { PublishToggle } from '../../components/PublishToggle.tsx';
import { bindFields } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useImageUpload } from '../../lib/useImageUpload.ts';
import { metaHint, type PostForm } from './postEditor.utils.ts';

const copy = adminMessages.resources.posts;
const { fields } = adminMessages.common;
const categories = [
  { value: 'general', label: copy.fields.generalCategory },
  ...TEACHING_CATEGORIES.filter((option) => option.value !== 'all'),
];

interface Props {
  form: PostForm;
  onChange(change: Partial<PostForm>): void;
}

/** Right column: publish switch and date, featured image, SEO (meta description, tags, category). */
export function PostSidebar({ form, onChange }: Props) {
  const { text, flag } = bindFields(form, onChange);
  const { uploading, refusal, pick } = useImageUpload(
    (featuredImageUrl) => onChange({ featuredImageUrl }),
    copy.errors.imageUpload,
  );
  const metaLength = form.metaDescription.length;
  const hint = metaHint(metaLength);

  return (
    <div className="space-y-4">
      <div className="card space-y-4">
        <h2 className="font-bold">{copy.fields.publication}</h2>
        <PublishToggle {...flag('isPublished')} />
        <TextInput
          id="post-published-at"
          label={copy.fields.publishedAt}
          type="datetime-local"
          {...text('publishedAt')}
        />
      </div>
      <div className="card space-y-3">
        <h2 className="font-bold">{copy.fields.featuredImage}</h2>
        {form.featuredImageUrl && (
          <img src={form.featuredImageUrl} alt={copy.fields.currentImage} className="w-full rounded-md" />
        )}
        <label htmlFor="post-image" className="label">
          {copy.fields.uploadImage}
        </label>
        <FileInput
          id="post-image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          describedBy={refusal ? 'post-image-hint post-image-error' : 'post-image-hint'}
          disabled={uploading}
          onChange={pick}
        />
        <p id="post-image-hint" className="text-sm text-ink-700">
          {uploading ? adminMessages.common.uploading : copy.fields.imageHint}
        </p>
        <FieldRefusal id="post-image-error" message={refusal} />
      </div>
      <div className="card space-y-4">
        <h2 className="font-bold">{copy.fields.seo}</h2>
        <div>
          <label htmlFor="post-meta" className="label">
            {copy.fields.metaDescription}
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
            {copy.fields.metaCount(metaLength)}
          </p>
        </div>
        <TextInput id="post-tags" label={fields.tags} {...text('tags')} />
        <SelectInput id="post-category" label={fields.category} options={categories} {...text('category')} />
      </div>
    </div>
  );
}
