import { Check, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '#core/access.ts';
import { ANSWERED_PRAYER_BADGE } from '#core/prayer/prayerText.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions, personColumn } from '../../components/listColumns.tsx';
import { PhotoPreview } from '../../components/PhotoPreview.tsx';
import { linkedRowFilter } from '../../lib/linkedRowFilter.ts';
import { adminMessages } from '../../lib/messages.ts';
import { ownTestimonialPhoto } from '../../lib/ownPhoto.ts';
import { useStaff } from '../../lib/session.tsx';
import { SUPABASE_URL } from '../../lib/supabase.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteTestimonial, listTestimonials, setApproved, type TestimonialRow } from './api.ts';

const copy = adminMessages.testimonials;
const rowLabel = (row: TestimonialRow) => `testimonio de ${row.name ?? 'visitante'}`;

/** Aprobado / Pendiente, and the «Oración contestada» badge with a link to the request for those who may open it. */
function StatusCell({ row, seesPrayers }: { row: TestimonialRow; seesPrayers: boolean }) {
  const prayerId = row.answered?.prayerRequestId;
  return (
    <div className="grid justify-items-start gap-1.5 text-sm">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          row.is_approved ? 'bg-sage-100 text-sage-700' : 'bg-gold-100 text-gold-700'
        }`}
      >
        {row.is_approved ? 'Aprobado' : 'Pendiente'}
      </span>
      {row.answered && (
        <span className="whitespace-nowrap rounded-full bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-800">
          {ANSWERED_PRAYER_BADGE}
        </span>
      )}
      {seesPrayers && prayerId && (
        <Link
          to={`/prayers?peticion=${prayerId}`}
          className="whitespace-nowrap font-semibold text-navy-700 underline"
        >
          Ver la petición <span className="sr-only">del {rowLabel(row)}</span>
        </Link>
      )}
    </div>
  );
}

/** Moderation inbox: approve (shown on the site), withdraw approval, or delete. */
function testimonials(seesPrayers: boolean, linked: string | undefined): ListDescription<TestimonialRow> {
  return {
    title: copy.listTitle,
    loadError: copy.loadListError,
    searchLabel: 'Buscar por nombre, país o texto',
    statuses: filterOptions({ all: 'Todos', pending: 'Pendientes', approved: 'Aprobados' }),
    filters: linkedRowFilter('testimonio', linked, copy.linkedFilter),
    rowLabel,
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
      {
        header: 'Foto',
        cell: (row) => (
          <PhotoPreview
            src={ownTestimonialPhoto(row.photo_url, SUPABASE_URL)}
            name={row.name ?? 'visitante'}
          />
        ),
      },
      {
        header: 'Testimonio',
        wide: 'text',
        cell: (row) => <p className="max-w-prose">{row.testimonial_text}</p>,
      },
      { header: 'Estado', cell: (row) => <StatusCell row={row} seesPrayers={seesPrayers} /> },
      dateColumn('Recibido', (row) => row.created_at),
    ],
  };
}

export function TestimonialList() {
  const list = usePagedList(listTestimonials);
  const seesPrayers = can(useStaff().role, 'prayers.moderate');
  return <ListScreen list={list} description={testimonials(seesPrayers, list.params.filters?.testimonio)} />;
}
