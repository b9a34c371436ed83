import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { listUsers, setRole, type UserRow } from './api.ts';
import { CreateStaffDialog } from './CreateStaffDialog.tsx';
import { ROLE_LABELS } from './roleLabels.ts';

const copy = adminMessages.settings;
const statusOptions = [
  { value: 'all', label: 'Todas las cuentas' },
  { value: 'staff', label: 'Con rol' },
  { value: 'none', label: 'Sin rol' },
];

/** Configuración: the staff directory, role changes and new staff accounts (admins only). */
export function SettingsPage() {
  const staff = useStaff();
  const toast = useToast();
  const list = usePagedList(listUsers);
  const [creating, setCreating] = useState(false);

  async function changeRole(row: UserRow, value: string) {
    try {
      await setRole(row.id, value || null);
      toast.success(copy.roleChanged, row.email ?? undefined);
      list.reload();
    } catch (error) {
      toast.error(copy.roleError, errorMessage(error));
    }
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          Nueva cuenta
        </button>
      </div>
      <h2 className="mt-6 text-xl font-bold">Equipo</h2>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por email"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={(row) => row.email ?? row.id}
          columns={[
            { header: 'Email', cell: (row) => row.email ?? adminMessages.common.notAvailable },
            {
              header: 'Rol',
              cell: (row) =>
                row.id === staff.userId ? (
                  <span>{ROLE_LABELS[row.role as keyof typeof ROLE_LABELS] ?? 'Sin rol'} (tú)</span>
                ) : (
                  <select
                    aria-label={`Rol de ${row.email ?? row.id}`}
                    className="field mt-0 min-w-40"
                    value={row.role ?? ''}
                    onChange={(event) => changeRole(row, event.target.value)}
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
            { header: 'Alta', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {creating && (
        <CreateStaffDialog
          onClose={(created) => {
            setCreating(false);
            if (created) list.reload();
          }}
        />
      )}
    </section>
  );
}
