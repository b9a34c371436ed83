import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorDetail } from '#core/supabaseError.ts';

/** Inline error of a list or form: the Spanish title and the backend's message (or the text given). */
export function ErrorPanel({
  title,
  error,
  children,
}: {
  title: string;
  error: unknown;
  children?: ReactNode;
}) {
  const message = typeof error === 'string' ? error : errorDetail(error);
  return (
    <div role="alert" className="mt-4 flex gap-3 rounded-lg border border-clay-700 bg-clay-100 p-4">
      <AlertTriangle className="size-5 shrink-0 text-clay-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
        {children}
      </div>
    </div>
  );
}
