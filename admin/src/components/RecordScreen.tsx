import type { ReactNode } from 'react';
import { BackLink } from './BackLink.tsx';

/** A record's own screen (/grupos/:id, /turnos/:id): the way back to its list, its title and its parts. */
export function RecordScreen({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  /** None on a "not found" screen, which only says so. */
  title?: string;
  children: ReactNode;
}) {
  return (
    <section className="max-w-4xl">
      <BackLink {...back} />
      {title !== undefined && <h1 className="mt-2 text-2xl font-bold">{title}</h1>}
      {children}
    </section>
  );
}
