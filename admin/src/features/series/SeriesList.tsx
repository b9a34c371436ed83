import { DialogListScreen, dialogRows, type Editing } from '../../components/DialogListScreen.tsx';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { dateColumn, pageColumn } from '../../components/listColumns.tsx';
import { PublishedBadge } from '../../components/StatusBadge.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { deleteSeries, listSeries, type Series } from './api.ts';
import { SeriesDialog } from './SeriesDialog.tsx';
import { emptySeriesForm, formFromSeries, type SeriesForm } from './seriesForm.ts';

const copy = adminMessages.resources.series;
const { fields, publishedFilterFeminine: filters } = adminMessages.common;

function seriesList(edit: (editing: Editing<SeriesForm>) => void): ListDescription<Series> {
  return {
    ...dialogRows(edit, {
      copy,
      emptyForm: () => emptySeriesForm,
      toForm: formFromSeries,
      remove: deleteSeries,
    }),
    searchLabel: copy.actions.search,
    statuses: [
      { value: 'all', label: filters.all },
      { value: 'published', label: filters.published },
      { value: 'draft', label: filters.draft },
    ],
    rowLabel: (row) => copy.rowLabel(row.title),
    columns: [
      pageColumn(
        fields.title,
        (row) => row.title,
        (row) => `/series/${row.slug}`,
      ),
      { header: fields.status, cell: (row) => <PublishedBadge published={row.is_published} /> },
      dateColumn(fields.createdFeminine, (row) => row.created_at),
    ],
  };
}

/** 'Series': teaching series with their cover; deleting one keeps its teachings, outside any series. */
export function SeriesList() {
  return <DialogListScreen load={listSeries} description={seriesList} Dialog={SeriesDialog} />;
}
