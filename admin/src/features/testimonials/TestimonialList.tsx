import { Check, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '#core/access.ts';
import { ANSWERED_PRAYER_BADGE } from '#core/prayer/prayerText.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filteredListWords, personColumn } from '../../components/listColumns.tsx';
import { PhotoPreview } from '../../components/PhotoPreview.tsx';
import { linkedRowFilter } from '../../lib/linkedRowFilter.ts';
import { adminMessages } from '../../lib/messages.ts';
import { ownTestimonialPhoto } from '../../lib/ownPhoto.ts';
import { useStaff } from '../../lib/session.tsx';
import { SUPABASE_URL } from '../../lib/supabase.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteTestimonial, listTestimonials, setApproved, type TestimonialRow } from './api.ts';
import { EditTestimonialDialog } from './EditTestimonialDialog.tsx';

const copy = adminMessages.resources.testimonials;
const { fields } = adminMessages.common;
const rowLabel = (row: TestimonialRow) => copy.rowLabel(row.name);

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
        {row.is_approved ? copy.fields.approved : copy.fields.pending}
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
          {copy.actions.viewPrayer} <span className="sr-only">{copy.actions.ofRow(rowLabel(row))}</span>
        </Link>
      )}
    </div>
  );
}

/** Moderation inbox: correct the text, approve (shown on the site), withdraw approval, or delete. */
function testimonials(
  seesPrayers: boolean,
  linked: string | undefined,
  edit: (row: TestimonialRow) => void,
): ListDescription<TestimonialRow> {
  return {
    ...filteredListWords(copy),
    filters: linkedRowFilter('testimonio', linked, copy.linkedFilter),
    rowLabel,
    actions: [
      {
        text: copy.actions.edit,
        icon: Pencil,
        tone: 'secondary',
        run: async (row) => edit(row),
        failed: copy.errors.update,
      },
      {
        text: copy.actions.withdraw,
        icon: Undo2,
        tone: 'secondary',
        shows: (row) => Boolean(row.is_approved),
        run: (row) => setApproved(row.id, false),
        done: copy.notifications.rejected,
        failed: copy.errors.update,
      },
      {
        text: copy.actions.approve,
        icon: Check,
        shows: (row) => !row.is_approved,
        run: (row) => setApproved(row.id, true),
        done: copy.notifications.approved,
        failed: copy.errors.update,
      },
    ],
    remove: removeById(deleteTestimonial, copy),
    columns: [
      personColumn(fields.person, (row) => [row.name, row.country, row.email]),
      // After the person: the first column keeps a minimum width on phones, a thumbnail does not need it.
      {
        header: copy.fields.photo,
        cell: (row) => (
          <PhotoPreview
            src={ownTestimonialPhoto(row.photo_url, SUPABASE_URL)}
            name={row.name ?? copy.visitor}
          />
        ),
      },
      {
        header: copy.fields.text,
        wide: 'text',
        cell: (row) => <p className="max-w-prose">{row.testimonial_text}</p>,
      },
      { header: fields.status, cell: (row) => <StatusCell row={row} seesPrayers={seesPrayers} /> },
      dateColumn(fields.received, (row) => row.created_at),
    ],
  };
}

export function TestimonialList() {
  const list = usePagedList(listTestimonials);
  const seesPrayers = can(useStaff().role, 'prayers.moderate');
  const [editing, setEditing] = useState<TestimonialRow | null>(null);
  return (
    <ListScreen
      list={list}
      description={testimonials(seesPrayers, list.params.filters?.testimonio, setEditing)}
    >
      {editing && (
        <EditTestimonialDialog
          row={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) list.reload();
          }}
        />
      )}
    </ListScreen>
  );
}
