import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Capability, can } from '#core/access.ts';
import type { StaffRole } from '#core/staffRoles.ts';
import { adminMessages } from '../lib/messages.ts';
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

/** Renders a screen only for the roles that hold its capability; others see the no-access message. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const staff = useStaff();
  return can(staff.role, capability) ? children : <NoAccess role={staff.role} />;
}
