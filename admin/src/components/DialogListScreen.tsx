import { type ReactNode, useState } from 'react';
import type { PagedList } from '../lib/usePagedList.ts';
import { type ListDescription, ListScreen } from './ListScreen.tsx';

/**
 * A list whose rows are created and edited in a dialog (series, speakers): `description` receives the
 * function that opens the dialog on what to edit; the page reloads once the dialog saved.
 */
export function DialogListScreen<Row extends { id: string }, Editing>({
  list,
  description,
  dialog,
}: {
  list: PagedList<Row>;
  description(edit: (editing: Editing) => void): ListDescription<Row>;
  dialog(editing: Editing, onClose: (saved: boolean) => void): ReactNode;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <ListScreen list={list} description={description(setEditing)}>
      {editing !== null &&
        dialog(editing, (saved) => {
          setEditing(null);
          if (saved) list.reload();
        })}
    </ListScreen>
  );
}
