import { Send, ShieldOff, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { type ListDescription, ListScreen, type RowAction } from '../../components/ListScreen.tsx';
import { dateColumn, filteredListWords } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { accountStatus } from './accountStatus.ts';
import {
  deactivate,
  listUsers,
  reactivate,
  removeFactors,
  resendInvitation,
  setRole,
  type UserRow,
} from './api.ts';
import { InviteStaffDialog } from './InviteStaffDialog.tsx';

const copy = adminMessages.resources.staff;
const { fields } = adminMessages.common;
const roleLabel = (role: string | null) => copy.roles[role as keyof typeof copy.roles] ?? copy.noRole;
const TONES = {
  ok: 'bg-sage-100 text-sage-700',
  wait: 'bg-cream-200 text-ink-700',
  off: 'bg-clay-100 text-clay-700',
};

/** What an admin may do to someone else's access; their own account offers nothing (the server refuses). */
function accessActions(me: string): RowAction<UserRow>[] {
  const other = (row: UserRow) => row.id !== me;
  return [
    {
      text: copy.actions.resend,
      icon: Send,
      shows: (row) => row.pending && !row.deactivated,
      run: resendInvitation,
      done: copy.notifications.resent,
      failed: copy.errors.resend,
    },
    {
      text: copy.actions.deactivate,
      icon: UserX,
      shows: (row) => other(row) && !row.deactivated,
      run: deactivate,
      done: copy.notifications.deactivated,
      failed: copy.errors.access,
    },
    {
      text: copy.actions.reactivate,
      icon: UserCheck,
      shows: (row) => other(row) && row.deactivated,
      run: reactivate,
      done: copy.notifications.reactivated,
      failed: copy.errors.access,
    },
    {
      text: copy.actions.removeFactors,
      icon: ShieldOff,
      shows: (row) => other(row) && row.twoFactor,
      run: removeFactors,
      done: copy.notifications.factorsRemoved,
      failed: copy.errors.access,
    },
  ];
}

/** The staff directory; the signed-in admin's own role is shown, not offered (RLS refuses it). */
function team(me: string, openInvite: () => void): ListDescription<UserRow> {
  return {
    ...filteredListWords(copy),
    heading: copy.heading,
    rowLabel: (row) => row.email ?? row.id,
    create: { label: copy.actions.invite, icon: UserPlus, onClick: openInvite },
    columns: [
      { header: fields.email, cell: (row) => row.email ?? adminMessages.common.notAvailable },
      {
        header: copy.fields.role,
        cell: (row, update) =>
          row.id === me ? (
            <span>{copy.yours(roleLabel(row.role))}</span>
          ) : (
            <select
              aria-label={copy.roleOf(row.email ?? row.id)}
              className="field mt-0 lg:min-w-40"
              value={row.role ?? ''}
              onChange={(event) => {
                const role = event.target.value || null;
                void update(() => setRole(row.id, role), {
                  done: copy.notifications.roleChanged,
                  detail: row.email ?? undefined,
                  failed: copy.errors.role,
                });
              }}
            >
              <option value="">{copy.noRole}</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {copy.roles[role]}
                </option>
              ))}
            </select>
          ),
      },
      {
        header: copy.fields.access,
        cell: (row) => {
          const status = accountStatus(row);
          return (
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status.tone]}`}
            >
              {status.label}
            </span>
          );
        },
      },
      dateColumn(fields.signedUp, (row) => row.created_at),
    ],
    actions: accessActions(me),
  };
}

/** Configuración: the staff directory, roles, invitations and access (admins only). */
export function SettingsPage() {
  const staff = useStaff();
  const list = usePagedList(listUsers);
  const [inviting, setInviting] = useState(false);
  return (
    <ListScreen list={list} description={team(staff.userId, () => setInviting(true))}>
      {inviting && (
        <InviteStaffDialog
          onClose={(invited) => {
            setInviting(false);
            if (invited) list.reload();
          }}
        />
      )}
    </ListScreen>
  );
}
