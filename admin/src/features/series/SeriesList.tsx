import { DialogListScreen } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn } from '../../components/listColumns.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteSeries, listSeries, type Series } from './api.ts';
import { SeriesDialog } from './SeriesDialog.tsx';
import { emptySeriesForm, formFromSeries, type SeriesForm } from './seriesForm.ts';

const copy = adminMessages.series;
type Editing = { id?: string; initial: SeriesForm };

function seriesList(edit: (editing: Editing) => void): ListDescription<Series> {
  return {
    title: copy.listTitle,
    loadError: copy.loadListError,
    searchLabel: 'Buscar por título o slug',
    statuses: [
      { value: 'all', label: 'Todas' },
      { value: 'published', label: 'Publicadas' },
      { value: 'draft', label: 'Borradores' },
    ],
    rowLabel: (row) => `serie ${row.title}`,
    create: { label: 'Nueva serie', onClick: () => edit({ initial: emptySeriesForm }) },
    onEdit: (row) => edit({ id: row.id, initial: formFromSeries(row) }),
    remove: { run: (row) => deleteSeries(row.id), done: copy.deleted, failed: copy.deleteError },
    columns: [
      {
        header: 'Título',
        cell: (row) => (
          <>
            <p className="font-semibold">{row.title}</p>
            <p className="break-all text-ink-700">/series/{row.slug}</p>
          </>
        ),
      },
      { header: 'Estado', cell: (row) => <PublishedBadge published={row.is_published} /> },
      dateColumn('Creada', (row) => row.created_at),
    ],
  };
}

/** 'Series': teaching series with their cover; deleting one keeps its teachings, outside any series. */
export function SeriesList() {
  const list = usePagedList(listSeries);
  return (
    <DialogListScreen
      list={list}
      description={seriesList}
      dialog={(editing: Editing, onClose) => (
        <SeriesDialog seriesId={editing.id} initial={editing.initial} onClose={onClose} />
      )}
    />
  );
}
