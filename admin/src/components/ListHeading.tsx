import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** A list screen's top (/grupos, /turnos): its title, the link that creates one, and what the list is for. */
export function ListHeading({
  copy,
  createTo,
}: {
  copy: { name: string; create: string; intro: string };
  createTo: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.name}</h1>
        <Link to={createTo} className="btn-primary">
          <Plus className="size-4" aria-hidden="true" />
          {copy.create}
        </Link>
      </div>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
    </>
  );
}
