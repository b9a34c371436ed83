import { toCsv } from '#core/csv.ts';
import type { Tables } from '#core/database.types.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.audit;
const roles: Record<string, string> = adminMessages.resources.staff.roles;

export type AuditEntry = Tables<'audit_log'>;

/** The filters of the screen; empty strings mean «any». Dates are `YYYY-MM-DD` in the admin's own zone. */
export interface AuditFilters {
  /** A staff member's id, `system` for the secret key acting for no one, or '' for everyone. */
  person: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { person: '', kind: '', from: '', to: '' };

/** The instants a day range covers: from the first day's midnight to the midnight after the last. */
export function dayRange({ from, to }: Pick<AuditFilters, 'from' | 'to'>): {
  since?: string;
  until?: string;
} {
  const midnight = (day: string) => new Date(`${day}T00:00:00`);
  const range: { since?: string; until?: string } = {};
  if (from) range.since = midnight(from).toISOString();
  if (to) {
    const after = midnight(to);
    after.setDate(after.getDate() + 1);
    range.until = after.toISOString();
  }
  return range;
}

/** «Cambió el artículo «Gracia»», «Exportó todos los datos»: what happened, in one Spanish phrase. */
export function describeEntry(entry: Pick<AuditEntry, 'action' | 'table_name' | 'row_label'>): string {
  if (entry.action === 'export') return copy.actions.export!;
  const verb = copy.actions[entry.action] ?? copy.otherAction(entry.action);
  const kind = copy.tables[entry.table_name] ?? entry.table_name;
  return entry.row_label ? `${verb} ${kind} «${entry.row_label}»` : `${verb} ${kind}`;
}

/** Who did it: the email they had then and their role then, or the system when the secret key acted alone. */
export function personOf(entry: Pick<AuditEntry, 'actor_email' | 'actor_role'>): {
  name: string;
  role: string;
} {
  // Any role that is not a staff role is the secret key's (service_role). Not spelled here: the bundle must
  // not name it (tests/integration/siteSecrets.ts looks for the word in every built file).
  const role = entry.actor_role ? roles[entry.actor_role] : undefined;
  if (!role) return { name: copy.system, role: copy.systemDetail };
  return { name: entry.actor_email ?? '', role };
}

export interface Change {
  column: string;
  before: string;
  after: string;
}

const shown = (value: unknown) =>
  value === undefined || value === null
    ? copy.nothing
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The columns before and after, for settings and donations (the only entries that keep their rows):
 * on an update the changed ones, on an insert or delete every column.
 */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after' | 'changed_columns'>): Change[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (!entry.before && !entry.after) return [];
  const columns = entry.changed_columns ?? Object.keys({ ...before, ...after });
  return columns.map((column) => ({ column, before: shown(before[column]), after: shown(after[column]) }));
}

/** The whole filtered log as CSV (core/csv.ts escapes formulas), dates as ISO instants. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    copy.csvHeader,
    entries.map((entry) => {
      const person = personOf(entry);
      return [
        entry.occurred_at,
        person.name,
        person.role,
        describeEntry(entry),
        entry.table_name,
        entry.row_id,
        entry.row_label,
        (entry.changed_columns ?? []).join(' '),
        entry.before ? JSON.stringify(entry.before) : '',
        entry.after ? JSON.stringify(entry.after) : '',
      ];
    }),
  );
}
