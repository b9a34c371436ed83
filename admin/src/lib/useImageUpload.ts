import { type ChangeEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { staffUploads } from './pendingUploads.ts';
import { useToast } from './toast.tsx';
import { uploadStaffFile } from './uploadStaffFile.ts';

/**
 * A picture chosen from the computer, published at once through the staff-upload function (blog_images):
 * `uploading` while it goes ("Subiendo…"), then `onUploaded` with its URL, or the function's Spanish
 * reason, toasted under `failed` and kept in `refusal` for the field to show until the next choice.
 * The upload is tracked (staffUploads) until the form holds the URL, so a save pressed meanwhile waits.
 */
export function useImageUpload(onUploaded: (url: string) => void, failed: (detail: string) => string) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState('');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setRefusal('');
    try {
      await staffUploads.track(async () => onUploaded((await uploadStaffFile('image', file)).url));
    } catch (error) {
      setRefusal(errorDetail(error));
      toast.error(failed(errorDetail(error)));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return { uploading, refusal, pick };
}
