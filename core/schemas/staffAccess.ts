import { z } from 'zod';
import { STAFF_ROLES } from '../staffRoles.ts';

/**
 * What the settings screen asks the manage-staff server function to do: invite a colleague by email with a
 * role (they choose their own password from the email's link), resend that invitation, deactivate or
 * reactivate an account, remove someone's two-factor factors (lost device), or list each account's state.
 */
const userId = z.uuid('Cuenta no válida.');

export const staffAccessSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('invite'),
    email: z.email('Introduce un email válido.').max(320),
    role: z.enum(STAFF_ROLES, 'Elige un rol válido.'),
  }),
  z.object({ action: z.literal('resend'), userId }),
  z.object({ action: z.literal('deactivate'), userId }),
  z.object({ action: z.literal('reactivate'), userId }),
  z.object({ action: z.literal('remove-factors'), userId }),
  z.object({ action: z.literal('list') }),
]);

export type StaffAccessRequest = z.infer<typeof staffAccessSchema>;
export type StaffInvitation = Extract<StaffAccessRequest, { action: 'invite' }>;

/** An account as the settings screen shows it, beside its public.users row. */
export interface StaffAccountState {
  id: string;
  /** Invited and has not yet followed the link (no password of their own). */
  pending: boolean;
  deactivated: boolean;
  twoFactor: boolean;
}
