import type { ReactNode } from 'react';
import { adminMessages } from '../lib/messages.ts';
import type { ListColumn, ListDescription } from './ListScreen.tsx';
import { dateColumn } from './listColumns.tsx';
import { PublishedBadge } from './StatusBadge.tsx';

export interface ContentRow {
  id: string;
  title: string;
  is_published: boolean;
  created_at: string;
  /** Who wrote it; types without an author (events) leave it out and pass `person: false`. */
  users?: { email: string | null } | null;
}

const { fields, publishedFilter } = adminMessages.common;
const publishedStatusOptions = [
  { value: 'all', label: publishedFilter.all },
  { value: 'published', label: publishedFilter.published },
  { value: 'draft', label: publishedFilter.draft },
];

/** What a content list says: its title, create and search labels, and its delete toasts. */
export interface ContentListCopy {
  name: string;
  actions: { new: string; search: string };
  notifications: { deleted: string };
  errors: { loadList: string; delete: string };
}

/**
 * The description of a content list (posts, videos, audios, library; docs/spec.md §2): search, the Publicados /
 * Borradores filter, a create link and edit route under `basePath`, delete with confirmation, and the
 * columns Título (with `details` under it), any `extra`, Estado, the author (or speaker) and Creado.
 */
export function contentList<Row extends ContentRow>(content: {
  basePath: string;
  copy: ContentListCopy;
  remove(row: Row): Promise<void>;
  failedTitle?(error: unknown): string | undefined;
  details(row: Row): ReactNode;
  /** The person column's header ('Autor' when omitted), or false for none. */
  person?: string | false;
  extra?: readonly ListColumn<Row>[];
}): ListDescription<Row> {
  const { basePath, copy } = content;
  return {
    title: copy.name,
    loadError: copy.errors.loadList,
    searchLabel: copy.actions.search,
    statuses: publishedStatusOptions,
    rowLabel: (row) => row.title,
    create: { label: copy.actions.new, to: `${basePath}/new` },
    editPath: (row) => `${basePath}/edit/${row.id}`,
    remove: {
      run: content.remove,
      done: copy.notifications.deleted,
      failed: copy.errors.delete,
      failedTitle: content.failedTitle,
    },
    columns: [
      {
        header: fields.title,
        cell: (row) => (
          <>
            <p className="font-semibold">{row.title}</p>
            {content.details(row)}
          </>
        ),
      },
      ...(content.extra ?? []),
      { header: fields.status, cell: (row) => <PublishedBadge published={row.is_published} /> },
      ...(content.person === false
        ? []
        : [
            {
              header: content.person ?? fields.author,
              cell: (row: Row) => row.users?.email ?? adminMessages.common.notAvailable,
            },
          ]),
      dateColumn(fields.created, (row) => row.created_at),
    ],
  };
}
