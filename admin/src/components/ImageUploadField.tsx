import { STAFF_IMAGE_ACCEPT } from '#core/photos/photoSize.ts';
import { adminMessages } from '../lib/messages.ts';
import { useImageUpload } from '../lib/useImageUpload.ts';
import { FieldRefusal } from './FieldRefusal.tsx';
import { FileInput } from './FileInput.tsx';

interface Props {
  id: string;
  label: string;
  /** What the current image shows ("Portada actual"). */
  alt: string;
  value: string;
  onChange(url: string): void;
}

/**
 * An image chosen from the computer, uploaded at once through the staff-upload function (blog_images:
 * re-encoded to WebP, metadata stripped) and kept as its public URL; the current one is shown and can be
 * removed. A refusal's reason stays under the field.
 */
export function ImageUploadField({ id, label, alt, value, onChange }: Props) {
  const { uploading, refusal, pick } = useImageUpload(onChange, adminMessages.teachings.errors.imageUpload);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {value && (
        <div className="flex items-center gap-3">
          <img src={value} alt={alt} className="size-16 rounded-md object-cover" />
          <button type="button" className="btn-secondary" onClick={() => onChange('')}>
            {adminMessages.common.actions.removeImage}
          </button>
        </div>
      )}
      <FileInput
        id={id}
        accept={STAFF_IMAGE_ACCEPT}
        describedBy={refusal ? `${id}-hint ${id}-error` : `${id}-hint`}
        disabled={uploading}
        onChange={pick}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {uploading ? adminMessages.common.uploading : adminMessages.common.images.hint}
      </p>
      <FieldRefusal id={`${id}-error`} message={refusal} />
    </div>
  );
}
