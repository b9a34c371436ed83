import { HandHeart, Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filteredListWords, personColumn } from '../../components/listColumns.tsx';
import { whatsappContactLines } from '../../components/whatsappContactLines.tsx';
import { linkedRowFilter } from '../../lib/linkedRowFilter.ts';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePrayer, listPrayers, markPrayedFor, type PrayerRequest } from './api.ts';
import { ModeratePrayerDialog } from './ModeratePrayerDialog.tsx';
import { canModerate } from './prayerModeration.ts';

const copy = adminMessages.resources.prayers;
const text = copy.fields;
const { fields } = adminMessages.common;

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

/**
 * Everything about where a request stands, in one column so the row's buttons stay on screen: visibility,
 * status, urgency, category, prayed for, count, the day it leaves the wall and the testimony it became.
 */
function PrayerStatus({ row }: { row: PrayerRequest }) {
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <span>{copy.visibilities[row.visibility as keyof typeof copy.visibilities]}</span>
      <span className="font-semibold">{copy.statuses[row.status] ?? row.status}</span>
      {row.is_urgent && <span className="font-semibold text-clay-700">{text.urgent}</span>}
      {row.category && <span>{row.category}</span>}
      <span>{row.is_prayed_for ? text.prayed : text.notPrayed}</span>
      {row.visibility !== 'private' && <span>{text.prayedCount(row.prayed_count)}</span>}
      {row.status === 'approved' && <span>{text.expires(formatDate(row.expires_at))}</span>}
      {row.testimonial && (
        <Link
          to={`/testimonials?testimonio=${row.testimonial.id}`}
          className="font-semibold text-navy-700 underline"
        >
          {text.testimony(row.testimonial.is_approved)}
          <span className="sr-only">{text.testimonyOf(row.name)}</span>
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
    ...filteredListWords(copy),
    filters: linkedRowFilter('peticion', linked, copy.linkedFilter),
    rowLabel: (row) => copy.rowLabel(row.name),
    actions: [
      {
        text: copy.actions.moderate,
        icon: Scale,
        shows: canModerate,
        run: async (row) => moderate(row),
        failed: copy.errors.update,
      },
      {
        text: copy.actions.markPrayed,
        icon: HandHeart,
        tone: 'secondary',
        shows: (row) => !row.is_prayed_for,
        run: (row) => markPrayedFor(row.id),
        done: copy.notifications.marked,
        failed: copy.errors.update,
      },
    ],
    remove: removeById(deletePrayer, copy),
    columns: [
      personColumn(fields.person, (row) => [row.name, row.email, ...whatsappContactLines('prayer', row)]),
      {
        header: text.request,
        wide: 'text',
        cell: (row) => (
          <div className="max-w-prose">
            <p className="whitespace-pre-line">{row.request_text}</p>
            {row.public_text && row.public_text !== row.request_text && (
              <p className="mt-2 text-sm text-ink-600">{text.onWall(row.public_text)}</p>
            )}
          </div>
        ),
      },
      { header: fields.status, cell: (row) => <PrayerStatus row={row} /> },
      dateColumn(fields.receivedFeminine, (row) => row.created_at),
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
