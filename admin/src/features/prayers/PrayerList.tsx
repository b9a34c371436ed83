import { HandHeart, Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions, personColumn } from '../../components/listColumns.tsx';
import { linkedRowFilter } from '../../lib/linkedRowFilter.ts';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePrayer, listPrayers, markPrayedFor, type PrayerRequest } from './api.ts';
import { ModeratePrayerDialog } from './ModeratePrayerDialog.tsx';
import { canModerate, STATUS_LABELS, VISIBILITY_SHORT } from './prayerLabels.ts';

const copy = adminMessages.prayers;

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

/**
 * Everything about where a request stands, in one column so the row's buttons stay on screen: visibility,
 * status, urgency, category, prayed for, count, the day it leaves the wall and the testimony it became.
 */
function PrayerStatus({ row }: { row: PrayerRequest }) {
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <span>{VISIBILITY_SHORT[row.visibility as keyof typeof VISIBILITY_SHORT]}</span>
      <span className="font-semibold">{STATUS_LABELS[row.status] ?? row.status}</span>
      {row.is_urgent && <span className="font-semibold text-clay-700">Urgente</span>}
      {row.category && <span>{row.category}</span>}
      <span>{row.is_prayed_for ? 'Orada' : 'Pendiente de oración'}</span>
      {row.visibility !== 'private' && <span>{row.prayed_count} oraron</span>}
      {row.status === 'approved' && <span>Caduca el {formatDate(row.expires_at)}</span>}
      {row.testimonial && (
        <Link
          to={`/testimonials?testimonio=${row.testimonial.id}`}
          className="font-semibold text-navy-700 underline"
        >
          Testimonio {row.testimonial.is_approved ? 'aprobado' : 'por revisar'}
          <span className="sr-only"> de {row.name}</span>
        </Link>
      )}
    </div>
  );
}

/** Prayer requests inbox for the pastoral team: moderate wall requests, mark prayed for, or delete. */
function prayerInbox(
  moderate: (row: PrayerRequest) => void,
  linked: string | undefined,
): ListDescription<PrayerRequest> {
  return {
    title: copy.listTitle,
    loadError: copy.loadListError,
    searchLabel: 'Buscar por nombre o motivo',
    statuses: filterOptions({
      all: 'Todas',
      pending: 'Pendientes',
      prayed: 'Oradas',
      review: 'Muro: por revisar',
      approved: 'En el muro',
      expired: 'Caducadas',
      withdrawn: 'Retiradas',
      answered: 'Contestadas',
    }),
    filters: linkedRowFilter('peticion', linked, copy.linkedFilter),
    rowLabel: (row) => `petición de ${row.name}`,
    actions: [
      {
        text: 'Moderar',
        icon: Scale,
        shows: canModerate,
        run: async (row) => moderate(row),
        failed: copy.updateError,
      },
      {
        text: 'Marcar como orada',
        icon: HandHeart,
        tone: 'secondary',
        shows: (row) => !row.is_prayed_for,
        run: (row) => markPrayedFor(row.id),
        done: copy.marked,
        failed: copy.updateError,
      },
    ],
    remove: removeById(deletePrayer, copy),
    columns: [
      personColumn('Persona', (row) => [row.name, row.email]),
      {
        header: 'Motivo',
        wide: 'text',
        cell: (row) => (
          <div className="max-w-prose">
            <p className="whitespace-pre-line">{row.request_text}</p>
            {row.public_text && row.public_text !== row.request_text && (
              <p className="mt-2 text-sm text-ink-600">En el muro: «{row.public_text}»</p>
            )}
          </div>
        ),
      },
      { header: 'Estado', cell: (row) => <PrayerStatus row={row} /> },
      dateColumn('Recibida', (row) => row.created_at),
    ],
  };
}

export function PrayerList() {
  const list = usePagedList(listPrayers);
  const [moderating, setModerating] = useState<PrayerRequest | null>(null);
  return (
    <ListScreen list={list} description={prayerInbox(setModerating, list.params.filters?.peticion)}>
      {moderating && (
        <ModeratePrayerDialog
          row={moderating}
          onClose={(saved) => {
            setModerating(null);
            if (saved) list.reload();
          }}
        />
      )}
    </ListScreen>
  );
}
