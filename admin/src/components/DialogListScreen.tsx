import { type ComponentType, type ReactNode, useState } from 'react';
import type { ListPage } from '../lib/query.ts';
import { removeById } from '../lib/useConfirmDelete.tsx';
import { type ListParams, usePagedList } from '../lib/usePagedList.ts';
import { type ListDescription, ListScreen } from './ListScreen.tsx';

/** What the dialog edits: a saved row (its id and form) or, without an id, a new one. */
export interface Editing<Form> {
  id?: string;
  initial: Form;
}

/** A list's add/edit dialog; `onClose(true)` once it saved. */
export type EditDialogProps<Form> = Editing<Form> & { onClose(saved: boolean): void };

/** What a list whose rows are edited in a dialog says (adminMessages.resources.series, .speakers…). */
export interface ListCopy {
  name: string;
  actions: { new: string };
  notifications: { deleted: string };
  errors: { loadList: string; delete: string };
}

/**
 * What every dialog-edited list describes alike: its title and load error, the create button opening the
 * dialog on an empty form, a row's edit opening it on that row's form, and deleting a row by its id.
 */
export function dialogRows<Row extends { id: string }, Form>(
  edit: (editing: Editing<Form>) => void,
  rows: {
    copy: ListCopy;
    emptyForm(): Form;
    toForm(row: Row): Form;
    remove(id: string): Promise<void>;
  },
): Pick<ListDescription<Row>, 'title' | 'loadError' | 'create' | 'onEdit' | 'remove'> {
  const { copy } = rows;
  return {
    title: copy.name,
    loadError: copy.errors.loadList,
    create: { label: copy.actions.new, onClick: () => edit({ initial: rows.emptyForm() }) },
    onEdit: (row) => edit({ id: row.id, initial: rows.toForm(row) }),
    remove: removeById(rows.remove, copy),
  };
}

/**
 * A list whose rows are created and edited in a dialog (series, speakers, donations): the page `load`
 * answers, described by `description`, which receives the function that opens `Dialog` on what to edit;
 * the page reloads once the dialog saved. `children` (a link under the table) come before the dialog.
 */
export function DialogListScreen<Row extends { id: string }, Form>({
  load,
  description,
  Dialog,
  children,
}: {
  load(params: ListParams): Promise<ListPage<Row>>;
  description(edit: (editing: Editing<Form>) => void): ListDescription<Row>;
  Dialog: ComponentType<EditDialogProps<Form>>;
  children?: ReactNode;
}) {
  const list = usePagedList(load);
  const [editing, setEditing] = useState<Editing<Form> | null>(null);
  const close = (saved: boolean) => {
    setEditing(null);
    if (saved) list.reload();
  };
  return (
    <ListScreen list={list} description={description(setEditing)}>
      {children}
      {editing !== null && <Dialog id={editing.id} initial={editing.initial} onClose={close} />}
    </ListScreen>
  );
}
