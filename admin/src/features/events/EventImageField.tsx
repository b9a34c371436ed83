import { type ChangeEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { uploadEventImage } from './api.ts';

/** The event's image: uploaded at once to the staff images bucket; the form keeps its public URL. */
export function EventImageField({ imageUrl, onChange }: { imageUrl: string; onChange(url: string): void }) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadEventImage(file));
    } catch (error) {
      toast.error(adminMessages.events.imageUploadError(errorDetail(error)));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return (
    <div className="space-y-2">
      {imageUrl && <img src={imageUrl} alt="Imagen actual del evento" className="max-h-48 rounded-md" />}
      <label htmlFor="event-image" className="label">
        Imagen
      </label>
      <input
        id="event-image"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby="event-image-hint"
        disabled={uploading}
        onChange={pick}
        className="block w-full text-sm"
      />
      <p id="event-image-hint" className="text-sm text-ink-700">
        {uploading ? 'Subiendo…' : 'PNG, JPG, GIF o WEBP, máximo 5 MB.'}
      </p>
      {imageUrl && (
        <button type="button" className="btn-secondary" onClick={() => onChange('')}>
          Quitar imagen
        </button>
      )}
    </div>
  );
}
