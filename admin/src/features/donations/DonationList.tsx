import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '#core/money.ts';
import type { DonationFormInput } from '#core/schemas/donation.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { type Donation, deleteDonation, listDonations } from './api.ts';
import { DonationDialog } from './DonationDialog.tsx';
import { emptyDonationForm, formFromDonation, statusClasses, stripePaymentUrl } from './donation.utils.ts';

const copy = adminMessages.donations;
const label = (row: Donation) => `donación de ${row.donor_name ?? row.donor_email ?? 'donante anónimo'}`;

/** Donations: search, add/edit dialog, delete confirm and a Stripe dashboard link per payment id. */
export function DonationList() {
  const list = usePagedList(listDonations);
  const [editing, setEditing] = useState<{ id?: string; initial: DonationFormInput } | null>(null);
  const remove = useConfirmDelete<Donation>({
    remove: (row) => deleteDonation(row.id),
    label,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <button
          type="button"
          className="btn-primary"
          onClick={() => setEditing({ initial: emptyDonationForm() })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Nueva donación
        </button>
      </div>
      <ListToolbar
        search={list.params.search}
        status="all"
        searchLabel="Buscar por email, nombre o ID de pago"
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          onEdit={(row) => setEditing({ id: row.id, initial: formFromDonation(row) })}
          onDelete={remove.ask}
          columns={[
            {
              header: 'Donante',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.donor_name ?? adminMessages.common.notAvailable}</p>
                  <p className="text-ink-700">{row.donor_email ?? ''}</p>
                </>
              ),
            },
            {
              header: 'Monto',
              cell: (row) => formatCents(row.amount, row.currency),
              className: 'whitespace-nowrap',
            },
            {
              header: 'Estado',
              cell: (row) => (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses(row.status)}`}
                >
                  {copy.statusLabels[row.status as keyof typeof copy.statusLabels] ?? row.status}
                </span>
              ),
            },
            { header: 'Fecha', cell: (row) => longDate(row.donation_date), className: 'whitespace-nowrap' },
            {
              header: 'Pago',
              cell: (row) => (
                <>
                  {row.stripe_payment_intent_id ? (
                    <a
                      href={stripePaymentUrl(row.stripe_payment_intent_id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-navy-700 underline"
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
          ]}
        />
      </ListBody>
      {editing && (
        <DonationDialog
          donationId={editing.id}
          initial={editing.initial}
          onClose={(saved) => {
            setEditing(null);
            if (saved) list.reload();
          }}
        />
      )}
      {remove.dialog}
    </section>
  );
}
