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

const copy = adminMessages.donations;

/** Donations: search, add/edit dialog, delete confirm and a Stripe dashboard link per payment id. */
function donations(
  edit: (editing: Editing<DonationFormInput>) => void,
  funds: Giving['funds'],
): ListDescription<DonationRow> {
  return {
    ...dialogRows(edit, {
      copy,
      createLabel: 'Nueva donación',
      emptyForm: () => emptyDonationForm(new Date(), funds[0]?.id),
      toForm: formFromDonation,
      remove: deleteDonation,
    }),
    searchLabel: 'Buscar por email, nombre o ID de pago',
    statusLabel: 'Fondo',
    statuses: [
      { value: 'all', label: 'Todos los fondos' },
      ...funds.map((fund) => ({ value: fund.id, label: fund.name })),
    ],
    actions: [
      {
        text: 'Enviar recibo',
        icon: Mail,
        tone: 'secondary',
        shows: (row) =>
          row.status === 'succeeded' &&
          !!row.donor_email &&
          ['none', 'failed'].includes(receiptState(row.receipt)),
        run: (row) => sendReceipt(row.id),
        done: copy.receiptQueued,
        failed: copy.receiptError,
      },
    ],
    rowLabel: (row) => `donación de ${row.donor_name ?? row.donor_email ?? 'donante anónimo'}`,
    columns: [
      personColumn('Donante', (row) => [
        row.donor_name ?? adminMessages.common.notAvailable,
        row.donor_email,
      ]),
      {
        header: 'Monto',
        cell: (row) => formatCents(row.amount, row.currency),
        className: 'whitespace-nowrap',
      },
      {
        header: 'Estado',
        cell: (row) => (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses(row.status)}`}>
            {copy.statusLabels[row.status as keyof typeof copy.statusLabels] ?? row.status}
          </span>
        ),
      },
      { header: 'Fondo', cell: (row) => fundName(row.fund, funds) },
      {
        header: 'Recibo',
        cell: (row) => (
          <>
            {copy.receiptLabels[receiptState(row.receipt)]}
            {row.receipt?.status === 'failed' && row.receipt.last_error && (
              <p className="max-w-56 text-xs text-clay-700">{row.receipt.last_error}</p>
            )}
          </>
        ),
      },
      dateColumn('Fecha', (row) => row.donation_date),
      {
        header: 'Pago',
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
                {row.stripe_payment_intent_id}
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">(abre el panel de Stripe)</span>
              </a>
            ) : (
              adminMessages.common.notAvailable
            )}
            <p className="text-xs text-ink-700">
              {copy.sourceLabels[row.source as keyof typeof copy.sourceLabels] ?? row.source}
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
          <FileText className="size-4" aria-hidden="true" /> Totales por fondo y certificados anuales
        </Link>
      </p>
    </DialogListScreen>
  );
}
