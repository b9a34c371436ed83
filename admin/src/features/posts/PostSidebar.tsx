import { TEACHING_CATEGORIES } from '#core/content/teachingOptions.ts';
import { STAFF_IMAGE_ACCEPT } from '#core/photos/photoSize.ts';
import { FileInput } from '../../components/FileInput.tsx';
import { describedBy, FormField, SelectInput, TextInput } from '../../components/FormField.tsx';
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
  const metaCount = (
    <span className={metaHint(metaLength) === 'ideal' ? 'text-sage-700' : undefined}>
      {copy.fields.metaCount(metaLength)}
    </span>
  );
  const imageHint = uploading ? adminMessages.common.uploading : copy.fields.imageHint;

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
        <FormField id="post-image" label={copy.fields.uploadImage} hint={imageHint} error={refusal}>
          <FileInput
            id="post-image"
            accept={STAFF_IMAGE_ACCEPT}
            describedBy={describedBy('post-image', { hint: imageHint, error: refusal })}
            disabled={uploading}
            onChange={pick}
          />
        </FormField>
      </div>
      <div className="card space-y-4">
        <h2 className="font-bold">{copy.fields.seo}</h2>
        <FormField id="post-meta" label={copy.fields.metaDescription} hint={metaCount}>
          <textarea
            id="post-meta"
            className="field"
            rows={3}
            maxLength={160}
            aria-describedby={describedBy('post-meta', { hint: metaCount })}
            value={form.metaDescription}
            onChange={(event) => onChange({ metaDescription: event.target.value })}
          />
        </FormField>
        <TextInput id="post-tags" label={fields.tags} {...text('tags')} />
        <SelectInput id="post-category" label={fields.category} options={categories} {...text('category')} />
      </div>
    </div>
  );
}
