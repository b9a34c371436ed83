import { DialogListScreen, dialogRows, type Editing } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn, pageColumn } from '../../components/listColumns.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { deleteSeries, listSeries, type Series } from './api.ts';
import { SeriesDialog } from './SeriesDialog.tsx';
import { emptySeriesForm, formFromSeries, type SeriesForm } from './seriesForm.ts';

function seriesList(edit: (editing: Editing<SeriesForm>) => void): ListDescription<Series> {
  return {
    ...dialogRows(edit, {
      copy: adminMessages.series,
      createLabel: 'Nueva serie',
      emptyForm: () => emptySeriesForm,
      toForm: formFromSeries,
      remove: deleteSeries,
    }),
    searchLabel: 'Buscar por título o slug',
    statuses: [
      { value: 'all', label: 'Todas' },
      { value: 'published', label: 'Publicadas' },
      { value: 'draft', label: 'Borradores' },
    ],
    rowLabel: (row) => `serie ${row.title}`,
    columns: [
      pageColumn(
        'Título',
        (row) => row.title,
        (row) => `/series/${row.slug}`,
      ),
      { header: 'Estado', cell: (row) => <PublishedBadge published={row.is_published} /> },
      dateColumn('Creada', (row) => row.created_at),
    ],
  };
}

/** 'Series': teaching series with their cover; deleting one keeps its teachings, outside any series. */
export function SeriesList() {
  return <DialogListScreen load={listSeries} description={seriesList} Dialog={SeriesDialog} />;
}
