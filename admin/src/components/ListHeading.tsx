import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** A list screen's top (/grupos, /turnos): its title, the link that creates one, and what the list is for. */
export function ListHeading({
  title,
  create,
  intro,
}: {
  title: string;
  create: { to: string; label: string };
  intro: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link to={create.to} className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          {create.label}
        </Link>
      </div>
      <p className="mt-2 text-ink-700">{intro}</p>
    </>
  );
}
