import type { Tables } from '#core/database.types.ts';
import { pageRange } from '../../lib/pagination.ts';
import { ilikeAny } from '../../lib/searchFilter.ts';
import { supabase } from '../../lib/supabase.ts';

export type JobApplication = Tables<'job_applications'>;
export const APPLICATION_STATUSES = [
  'Recibido',
  'En revisión',
  'Entrevista',
  'Descartado',
  'Contratado',
] as const;

export async function listApplications({
  page,
  search,
  status,
}: {
  page: number;
  search: string;
  status: string;
}) {
  const { from, to } = pageRange(page);
  let query = supabase.from('job_applications').select('*', { count: 'exact' });
  const filter = ilikeAny(['name', 'email', 'position_interest', 'city_country'], search);
  if (filter) query = query.or(filter);
  if ((APPLICATION_STATUSES as readonly string[]).includes(status)) query = query.eq('status', status);
  const { data, error, count } = await query.order('created_at', { ascending: false }).range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export async function setApplicationStatus(id: string, status: string): Promise<void> {
  const { error } = await supabase.from('job_applications').update({ status }).eq('id', id);
  if (error) throw error;
}

/** The CV lives in the private applicant_cvs bucket: staff get a link valid for 60 seconds. */
export async function cvSignedUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from('applicant_cvs').createSignedUrl(path, 60);
  if (error) throw error;
  return data.signedUrl;
}
