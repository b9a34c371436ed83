import type { Tables } from '#core/database.types.ts';
import type { ListParams } from '../../lib/listParams.ts';
import { deleteById, fetchPage, unwrap } from '../../lib/query.ts';
import { supabase } from '../../lib/supabase.ts';

export type Inquiry = Tables<'contact_inquiries'>;

export function listInquiries(params: ListParams) {
  return fetchPage(supabase.from('contact_inquiries').select('*', { count: 'exact' }), params, {
    search: ['name', 'email', 'subject', 'message'],
    statuses: {
      pending: (query) => query.eq('handled', false),
      handled: (query) => query.eq('handled', true),
    },
  });
}

export async function markHandled(id: string): Promise<void> {
  await unwrap(supabase.from('contact_inquiries').update({ handled: true }).eq('id', id));
}

export const deleteInquiry = (id: string) => deleteById('contact_inquiries', id);
