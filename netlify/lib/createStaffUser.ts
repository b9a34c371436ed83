import { staffAccountSchema } from '#core/schemas/staffAccount.ts';
import {
  callerWithRole,
  defineServerFunction,
  json,
  Refusal,
  readBody,
  requirePost,
} from './serverFunction.ts';

/**
 * POST {email, password, role} with the caller's access token. Only a signed-in admin (public.users.role)
 * may create staff accounts; the service key stays on the server.
 */
export const createStaffUser = defineServerFunction(
  'create-staff-user',
  (service, settings) => async (request) => {
    requirePost(request);
    await callerWithRole(settings, request, ['admin'], {
      code: 'not_admin',
      message: 'Solo un administrador puede crear cuentas.',
    });
    const { email, password, role } = await readBody(request, staffAccountSchema);
    const { data: created, error: createError } = await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    if (createError || !created.user) {
      const status = createError?.status && createError.status < 500 ? createError.status : 400;
      throw new Refusal(
        status,
        createError?.code ?? 'create_failed',
        createError?.message ?? 'No se pudo crear la cuenta.',
      );
    }
    // The auth trigger already made the public.users row; give it its role.
    const { error: updateError } = await service.from('users').update({ role }).eq('id', created.user.id);
    if (updateError) throw new Refusal(500, updateError.code, updateError.message);
    return json(201, { id: created.user.id, email, role });
  },
);
