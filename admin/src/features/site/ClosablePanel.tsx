import type { ReactNode } from 'react';

/** A card opened under the area's editor (history, preview): its heading names it and «Cerrar» closes it. */
export function ClosablePanel({
  id,
  copy,
  onClose,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  copy: { title: string; close: string };
  onClose(): void;
  /** The spacing between its parts. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card mt-4 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {copy.title}
        </h2>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {copy.close}
        </button>
      </div>
      {children}
    </section>
  );
}
