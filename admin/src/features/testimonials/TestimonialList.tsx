import { Check, Undo2 } from 'lucide-react';
import { READABLE_TEXT } from '../../components/DataTable.tsx';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions, personColumn } from '../../components/listColumns.tsx';
import { PhotoPreview } from '../../components/PhotoPreview.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteTestimonial, listTestimonials, setApproved, type TestimonialRow } from './api.ts';

const copy = adminMessages.testimonials;

/** Moderation inbox: approve (shown on the site), withdraw approval, or delete. */
const testimonials: ListDescription<TestimonialRow> = {
  title: copy.listTitle,
  loadError: copy.loadListError,
  searchLabel: 'Buscar por nombre, país o texto',
  statuses: filterOptions({ all: 'Todos', pending: 'Pendientes', approved: 'Aprobados' }),
  rowLabel: (row) => `testimonio de ${row.name ?? 'visitante'}`,
  actions: [
    {
      text: 'Retirar',
      icon: Undo2,
      tone: 'secondary',
      shows: (row) => Boolean(row.is_approved),
      run: (row) => setApproved(row.id, false),
      done: copy.rejected,
      failed: copy.updateError,
    },
    {
      text: 'Aprobar',
      icon: Check,
      shows: (row) => !row.is_approved,
      run: (row) => setApproved(row.id, true),
      done: copy.approved,
      failed: copy.updateError,
    },
  ],
  remove: { run: (row) => deleteTestimonial(row.id), done: copy.deleted, failed: copy.deleteError },
  columns: [
    personColumn('Persona', (row) => [row.name, row.country, row.email]),
    // After the person: the first column keeps a minimum width on phones, a thumbnail does not need it.
    { header: 'Foto', cell: (row) => <PhotoPreview src={row.photo_url} name={row.name ?? 'visitante'} /> },
    {
      header: 'Testimonio',
      className: READABLE_TEXT,
      cell: (row) => <p className="max-w-prose">{row.testimonial_text}</p>,
    },
    {
      header: 'Estado',
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            row.is_approved ? 'bg-sage-100 text-sage-700' : 'bg-gold-100 text-gold-700'
          }`}
        >
          {row.is_approved ? 'Aprobado' : 'Pendiente'}
        </span>
      ),
    },
    dateColumn('Recibido', (row) => row.created_at),
  ],
};

export function TestimonialList() {
  const list = usePagedList(listTestimonials);
  return <ListScreen list={list} description={testimonials} />;
}
