import { CheckCheck } from 'lucide-react';
import { CONTACT_INTERESTS } from '#core/contactInterests.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filteredListWords, personColumn } from '../../components/listColumns.tsx';
import { whatsappContactLines } from '../../components/whatsappContactLines.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteInquiry, type Inquiry, listInquiries, markHandled } from './api.ts';

const copy = adminMessages.resources.inquiries;
const { fields } = adminMessages.common;
const interestLabel = (value: string | null) =>
  CONTACT_INTERESTS.find((interest) => interest.value === value)?.label ?? copy.fields.contactPage;

/** Contact inquiries inbox: mark handled once answered, or delete. */
const inquiries: ListDescription<Inquiry> = {
  ...filteredListWords(copy),
  rowLabel: (row) => copy.rowLabel(row.name),
  actions: [
    {
      text: copy.actions.markHandled,
      icon: CheckCheck,
      shows: (row) => !row.handled,
      run: (row) => markHandled(row.id),
      done: copy.notifications.marked,
      failed: copy.errors.update,
    },
  ],
  remove: removeById(deleteInquiry, copy),
  columns: [
    personColumn(fields.person, (row) => [
      row.name,
      <a key="email" className="text-navy-700 underline" href={`mailto:${row.email}`}>
        {row.email}
      </a>,
      ...whatsappContactLines('inquiry', row),
    ]),
    {
      header: copy.fields.message,
      wide: 'text',
      cell: (row) => (
        <>
          <p className="text-ink-700">{row.subject ?? interestLabel(row.interest_type)}</p>
          <p className="max-w-prose whitespace-pre-line">{row.message}</p>
        </>
      ),
    },
    { header: fields.status, cell: (row) => (row.handled ? copy.fields.handled : copy.fields.pending) },
    dateColumn(fields.receivedFeminine, (row) => row.created_at),
  ],
};

export function InquiryList() {
  const list = usePagedList(listInquiries);
  return <ListScreen list={list} description={inquiries} />;
}
