import { useEffect, useState } from 'react';
import { adminMessages } from './messages.ts';
import { queuedSaveStep, staffUploads, type UploadTracker } from './pendingUploads.ts';
import { useToast } from './toast.tsx';

/**
 * A form's save that never leaves a picture behind: pressed while an upload is on its way («Subiendo…»),
 * it waits (`waiting`, shown as «Esperando la imagen…») and runs once the field holds the picture's URL —
 * the save of that later render, so it reads the updated form; if the upload failed it refuses with a
 * Spanish toast instead. `notice` is the visible, announced status to place beside the buttons.
 */
export function useSaveAfterUploads<Args extends unknown[]>(
  save: (...args: Args) => unknown,
  tracker: UploadTracker = staffUploads,
) {
  const toast = useToast();
  const [uploads, setUploads] = useState(tracker.get);
  const [queued, setQueued] = useState<{ args: Args; failed: number } | null>(null);

  useEffect(() => {
    setUploads(tracker.get());
    return tracker.subscribe(setUploads);
  }, [tracker]);

  useEffect(() => {
    if (!queued) return;
    const step = queuedSaveStep(uploads, queued.failed);
    if (step === 'wait') return;
    setQueued(null);
    if (step === 'refuse')
      toast.error(adminMessages.common.uploadFailedTitle, adminMessages.common.uploadFailedDetail);
    else void save(...queued.args);
  }, [queued, uploads, save, toast]);

  function request(...args: Args) {
    if (uploads.inFlight === 0) void save(...args);
    else setQueued({ args, failed: uploads.failed });
  }

  const waiting = queued !== null;
  const notice = (
    <p role="status" className={waiting ? 'text-sm text-ink-700' : 'sr-only'}>
      {waiting ? adminMessages.common.savesAfterUpload : ''}
    </p>
  );
  return { request, waiting, notice };
}
