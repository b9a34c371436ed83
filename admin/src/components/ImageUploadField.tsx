import { type ChangeEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { uploadPostImage } from '../features/posts/api.ts';
import { adminMessages } from '../lib/messages.ts';
import { useToast } from '../lib/toast.tsx';

interface Props {
  id: string;
  label: string;
  /** What the current image shows ("Portada actual"). */
  alt: string;
  value: string;
  onChange(url: string): void;
}

/**
 * An image chosen from the computer, uploaded at once through the staff image path (blog_images, raster
 * images only) and kept as its public URL; the current one is shown and can be removed.
 */
export function ImageUploadField({ id, label, alt, value, onChange }: Props) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadPostImage(file));
    } catch (error) {
      toast.error(adminMessages.teachings.imageUploadError(errorDetail(error)));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {value && (
        <div className="flex items-center gap-3">
          <img src={value} alt={alt} className="size-16 rounded-md object-cover" />
          <button type="button" className="btn-secondary" onClick={() => onChange('')}>
            Quitar imagen
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={`${id}-hint`}
        disabled={uploading}
        onChange={pick}
        className="block w-full text-sm"
      />
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {uploading ? 'Subiendo…' : 'PNG, JPG, GIF o WEBP, máximo 5 MB.'}
      </p>
    </div>
  );
}
