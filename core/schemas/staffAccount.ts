import { z } from 'zod';
import { STAFF_ROLES } from '../staffRoles.ts';

/** A new staff account as the settings screen sends it to the create-staff-user function. */
export const staffAccountSchema = z.object({
  email: z.email('Introduce un email válido.').max(320),
  password: z.string().min(8, 'La contraseña debe tener al menos 8 caracteres.').max(72),
  role: z.enum(STAFF_ROLES, 'Elige un rol válido.'),
});

export type StaffAccount = z.infer<typeof staffAccountSchema>;
