import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The underlined way back above a record's screen (« Volver a … »). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
