import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminMessages } from '../lib/messages.ts';
import { type Area, canOpen, type StaffRole } from '../lib/roles.ts';
import { useStaff } from '../lib/session.tsx';

/** Without a role: no part of the panel; with one that lacks this area: which role, and what to do. */
export function NoAccess({ role = null }: { role?: StaffRole | null }) {
  const copy = adminMessages.auth;
  return (
    <section className="mx-auto mt-12 max-w-lg text-center">
      <ShieldOff className="mx-auto size-12 text-clay-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{role ? copy.noAreaTitle : copy.noAccessTitle}</h1>
      <p className="mt-2 text-ink-700">
        {role ? copy.noAreaDescription(adminMessages.resources.staff.roles[role]) : copy.noAccessDescription}
      </p>
    </section>
  );
}

/** Renders a screen only for the roles RLS lets read its data; others see the no-access message. */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const staff = useStaff();
  return canOpen(staff.role, area) ? children : <NoAccess role={staff.role} />;
}
