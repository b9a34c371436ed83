import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** Inline error of a list or form: the Spanish title and the backend's message. */
export function ErrorPanel({
  title,
  error,
  children,
}: {
  title: string;
  error: unknown;
  children?: ReactNode;
}) {
  const message = error instanceof Object && 'message' in error ? String(error.message) : String(error);
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
