import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { listUsers, setRole, type UserRow } from './api.ts';
import { CreateStaffDialog } from './CreateStaffDialog.tsx';
import { ROLE_LABELS } from './roleLabels.ts';

const copy = adminMessages.settings;
const roleLabel = (role: string | null) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? 'Sin rol';

/** The staff directory; the signed-in admin's own role is shown, not offered (RLS refuses it). */
function team(me: string, openCreate: () => void): ListDescription<UserRow> {
  return {
    title: copy.title,
    heading: 'Equipo',
    loadError: copy.loadError,
    searchLabel: 'Buscar por email',
    statuses: filterOptions({ all: 'Todas las cuentas', staff: 'Con rol', none: 'Sin rol' }),
    rowLabel: (row) => row.email ?? row.id,
    create: { label: 'Nueva cuenta', icon: UserPlus, onClick: openCreate },
    columns: [
      { header: 'Email', cell: (row) => row.email ?? adminMessages.common.notAvailable },
      {
        header: 'Rol',
        cell: (row, update) =>
          row.id === me ? (
            <span>{roleLabel(row.role)} (tú)</span>
          ) : (
            <select
              aria-label={`Rol de ${row.email ?? row.id}`}
              className="field mt-0 min-w-40"
              value={row.role ?? ''}
              onChange={(event) => {
                const role = event.target.value || null;
                void update(() => setRole(row.id, role), {
                  done: copy.roleChanged,
                  detail: row.email ?? undefined,
                  failed: copy.roleError,
                });
              }}
            >
              <option value="">Sin rol</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          ),
      },
      dateColumn('Alta', (row) => row.created_at),
    ],
  };
}

/** Configuración: the staff directory, role changes and new staff accounts (admins only). */
export function SettingsPage() {
  const staff = useStaff();
  const list = usePagedList(listUsers);
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen list={list} description={team(staff.userId, () => setCreating(true))}>
      {creating && (
        <CreateStaffDialog
          onClose={(created) => {
            setCreating(false);
            if (created) list.reload();
          }}
        />
      )}
    </ListScreen>
  );
}
