import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminMessages } from '../lib/messages.ts';
import { type Area, canOpen } from '../lib/roles.ts';
import { useStaff } from '../lib/session.tsx';

export function NoAccess() {
  return (
    <section className="mx-auto mt-12 max-w-lg text-center">
      <ShieldOff className="mx-auto size-12 text-clay-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{adminMessages.auth.noAccessTitle}</h1>
      <p className="mt-2 text-ink-700">{adminMessages.auth.noAccessDescription}</p>
    </section>
  );
}

/** Renders a screen only for the roles RLS lets read its data; others see the no-access message. */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const staff = useStaff();
  return canOpen(staff.role, area) ? children : <NoAccess />;
}
