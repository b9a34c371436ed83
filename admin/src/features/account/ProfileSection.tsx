import type { ReactNode } from 'react';

/** One part of «Mi perfil» (password, arrival emails, two-step verification), named by its heading. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
