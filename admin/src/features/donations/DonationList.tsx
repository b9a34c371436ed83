import { ExternalLink, FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { fundName } from '#core/giving/funds.ts';
import { formatCents } from '#core/money.ts';
import type { DonationFormInput } from '#core/schemas/donation.ts';
import type { Giving } from '#core/site/giving.ts';
import { DialogListScreen, dialogRows, type Editing } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn, personColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { type DonationRow, deleteDonation, listDonations, sendReceipt } from './api.ts';
import { DonationDialog } from './DonationDialog.tsx';
import {
  emptyDonationForm,
  formFromDonation,
  receiptState,
  statusClasses,
  stripePaymentUrl,
} from './donation.utils.ts';

const copy = adminMessages.resources.donations;
const text = copy.fields;
const { fields } = adminMessages.common;

/** Donations: search, add/edit dialog, delete confirm and a Stripe dashboard link per payment id. */
function donations(
  edit: (editing: Editing<DonationFormInput>) => void,
  funds: Giving['funds'],
): ListDescription<DonationRow> {
  return {
    ...dialogRows(edit, {
      copy,
      emptyForm: () => emptyDonationForm(new Date(), funds[0]?.id),
      toForm: formFromDonation,
      remove: deleteDonation,
    }),
    searchLabel: copy.actions.search,
    statusLabel: text.fund,
    statuses: [
      { value: 'all', label: copy.filters.all },
      ...funds.map((fund) => ({ value: fund.id, label: fund.name })),
    ],
    actions: [
      {
        text: copy.actions.sendReceipt,
        icon: Mail,
        tone: 'secondary',
        shows: (row) =>
          row.status === 'succeeded' &&
          !!row.donor_email &&
          ['none', 'failed'].includes(receiptState(row.receipt)),
        run: (row) => sendReceipt(row.id),
        done: copy.notifications.receiptQueued,
        failed: copy.errors.receipt,
      },
    ],
    rowLabel: (row) => copy.rowLabel(row.donor_name ?? row.donor_email),
    columns: [
      personColumn(text.donor, (row) => [
        row.donor_name ?? adminMessages.common.notAvailable,
        row.donor_email,
      ]),
      {
        header: text.amount,
        cell: (row) => formatCents(row.amount, row.currency),
        className: 'whitespace-nowrap',
      },
      {
        header: fields.status,
        cell: (row) => (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses(row.status)}`}>
            {copy.statuses[row.status as keyof typeof copy.statuses] ?? row.status}
          </span>
        ),
      },
      { header: text.fund, cell: (row) => fundName(row.fund, funds) },
      {
        header: text.receipt,
        cell: (row) => (
          <>
            {copy.receipts[receiptState(row.receipt)]}
            {row.receipt?.status === 'failed' && row.receipt.last_error && (
              <p className="max-w-56 text-xs text-clay-700">{row.receipt.last_error}</p>
            )}
          </>
        ),
      },
      // The date may wrap between words here: nine columns and the receipt button share 1280 px.
      { ...dateColumn(fields.date, (row) => row.donation_date), className: '' },
      {
        header: text.payment,
        wide: 'line',
        cell: (row) => (
          <>
            {row.stripe_payment_intent_id ? (
              <a
                href={stripePaymentUrl(row.stripe_payment_intent_id)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center gap-1 text-navy-700 underline"
              >
                {/* Stripe's ids are one long word: it may break, so the sticky actions never cover this
                    column at 1280 px (issue 34 item 8). */}
                <span className="wrap-anywhere">{row.stripe_payment_intent_id}</span>
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">{text.opensStripe}</span>
              </a>
            ) : (
              adminMessages.common.notAvailable
            )}
            <p className="text-xs text-ink-700">
              {copy.sources[row.source as keyof typeof copy.sources] ?? row.source}
            </p>
          </>
        ),
      },
    ],
  };
}

export function DonationList() {
  // The giving area's funds: the filter, the column and the new gift's default (ids until they arrive).
  const funds = usePublishedArea('giving')?.funds ?? [];
  return (
    <DialogListScreen
      load={listDonations}
      description={(edit) => donations(edit, funds)}
      Dialog={DonationDialog}
    >
      <p className="mt-6">
        <Link
          to="/donations/statements"
          className="inline-flex items-center gap-2 font-semibold text-navy-800 underline"
        >
          <FileText className="size-4" aria-hidden="true" /> {copy.actions.statements}
        </Link>
      </p>
    </DialogListScreen>
  );
}
