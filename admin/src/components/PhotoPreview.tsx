import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '../lib/messages.ts';

const copy = adminMessages.common.images;

/**
 * A visitor's photo in a list (testimonial moderation): a thumbnail that opens it larger in a dialog, so
 * staff can see what they approve. Escape, the backdrop and × close it.
 */
export function PhotoPreview({ src, name }: { src: string | null; name: string }) {
  const [open, setOpen] = useState(false);
  if (!src) return <span className="text-sm text-ink-600">{copy.noPhoto}</span>;
  const label = copy.photoOf(name);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-navy-700"
      >
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 rounded-lg object-cover"
        />
        <span className="sr-only">{copy.viewPhotoOf(name)}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-ink-900/70" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="relative w-full max-w-2xl rounded-lg bg-white p-4 shadow-xl">
            <DialogTitle className="pr-12 text-lg font-bold">{label}</DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={adminMessages.common.actions.close}
              className="absolute top-3 right-3 grid size-10 place-items-center rounded-full hover:bg-cream-200"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
            <img src={src} alt={label} className="mt-3 max-h-[75dvh] w-full rounded-lg object-contain" />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
