import type { StaffAccountState } from '#core/schemas/staffAccess.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.resources.staff.statuses;

/** The access column: deactivated wins over a pending invitation (neither can sign in then). */
export function accountStatus(state: Omit<StaffAccountState, 'id'>): {
  label: string;
  tone: 'ok' | 'wait' | 'off';
} {
  if (state.deactivated) return { label: copy.deactivated, tone: 'off' };
  if (state.pending) return { label: copy.pending, tone: 'wait' };
  return { label: state.twoFactor ? copy.activeWithTwoFactor : copy.active, tone: 'ok' };
}
