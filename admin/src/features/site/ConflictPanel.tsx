import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { type FormDefinition, labelAt } from './formDefinition.ts';
import { differences, getAt, pathKey, readable } from './formValues.ts';
import type { Conflict } from './useAreaEditor.ts';

const siteCopy = adminMessages.site;

const copy = siteCopy.conflict;

interface Props {
  conflict: Conflict;
  mine: unknown;
  definition: FormDefinition;
  onKeepMine(): void;
  onUseTheirs(): void;
}

/**
 * Someone saved this area while this person was editing: both versions side by side, field by field,
 * and the choice of which to keep. Until they choose, nothing is saved over anyone's text.
 */
export function ConflictPanel({ conflict, mine, definition, onKeepMine, onUseTheirs }: Props) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const changed = differences(mine, conflict.theirs);
  const rows = changed.map((path) => ({
    key: pathKey(path),
    label: labelAt(definition, path) ?? pathKey(path),
    mine: readable(getAt(mine, path)),
    theirs: readable(getAt(conflict.theirs, path)),
  }));

  const copyMine = async () => {
    try {
      await navigator.clipboard.writeText(rows.map((row) => `${row.label}\n${row.mine}`).join('\n\n'));
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };

  return (
    <section
      aria-labelledby="sitio-conflict-title"
      className="mt-4 space-y-3 rounded-lg border-2 border-clay-700 bg-white p-4"
    >
      <h2 id="sitio-conflict-title" role="alert" className="text-lg font-bold text-clay-700">
        {copy.title}
      </h2>
      <p>{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  {copy.field}
                </th>
                <th scope="col" className="p-2">
                  {copy.mine}
                </th>
                <th scope="col" className="p-2">
                  {copy.theirs}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-cream-300 align-top">
                  <th scope="row" className="p-2 font-semibold">
                    {row.label}
                  </th>
                  <td className="whitespace-pre-wrap p-2">{row.mine}</td>
                  <td className="whitespace-pre-wrap p-2">{row.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={copyMine}>
          {copy.copyMine}
        </button>
        <button type="button" className="btn-primary" onClick={onKeepMine}>
          {copy.keepMine}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
          {copy.useTheirs}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmUseTheirs}
        description={copy.confirmUseTheirsDescription}
        confirmLabel={copy.useTheirs}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onUseTheirs();
        }}
      />
    </section>
  );
}
