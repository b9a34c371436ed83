import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { can } from '#core/access.ts';
import { ARRIVAL_ADMIN_PATH, type ArrivalKind, arrivalKindsFor } from '#core/arrivals/arrivalKinds.ts';
import { arrivalMessages as copy } from '#core/arrivals/arrivalMessages.ts';
import type { StaffRole } from '#core/staffRoles.ts';
import { adminMessages } from '../../lib/messages.ts';
import { countWaiting } from './api.ts';

const number = new Intl.NumberFormat('es-ES');

/**
 * «Por revisar» (issue 34 item 2): what visitors sent that still waits, one card per kind the role
 * handles, each a link to its list. A count that fails reads «No disponible» rather than a false zero.
 */
export function WaitingPanel({ role }: { role: StaffRole | null }) {
  const kinds = arrivalKindsFor((capability) => can(role, capability));
  const [counts, setCounts] = useState<Partial<Record<ArrivalKind, string>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts load once per screen and role.
  useEffect(() => {
    let current = true;
    for (const kind of kinds)
      countWaiting[kind]().then(
        (count) => current && setCounts((before) => ({ ...before, [kind]: number.format(count) })),
        () => current && setCounts((before) => ({ ...before, [kind]: adminMessages.common.unavailable })),
      );
    return () => {
      current = false;
    };
  }, [role]);
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="waiting-title" className="mt-6">
      <h2 id="waiting-title" className="text-xl font-bold">
        {copy.dashboardTitle}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link
              to={ARRIVAL_ADMIN_PATH[kind]}
              className="card flex h-full flex-col justify-between gap-1 hover:border-navy-700"
            >
              <span className="text-sm text-ink-700">{copy.waiting[kind]}</span>
              <span className="text-2xl font-bold text-navy-900">{counts[kind] ?? '…'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
