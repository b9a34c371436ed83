import type { Tables } from '#core/database.types.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type JobApplication = Tables<'job_applications'>;
export const APPLICATION_STATUSES = [
  'Recibido',
  'En revisión',
  'Entrevista',
  'Descartado',
  'Contratado',
] as const;

export function listApplications(params: ListParams) {
  return fetchPage(supabase.from('job_applications').select('*', { count: 'exact' }), params, {
    search: ['name', 'email', 'position_interest', 'city_country'],
    statuses: Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, (query) => query.eq('status', status)]),
    ),
  });
}

export async function setApplicationStatus(id: string, status: string): Promise<void> {
  await unwrap(supabase.from('job_applications').update({ status }).eq('id', id));
}

/** The CV lives in the private applicant_cvs bucket: staff get a link valid for 60 seconds. */
export async function cvSignedUrl(path: string): Promise<string> {
  return (await unwrap(supabase.storage.from('applicant_cvs').createSignedUrl(path, 60))).signedUrl;
}
