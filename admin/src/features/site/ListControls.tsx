import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { adminMessages } from '../../lib/messages.ts';
import { moved, without } from './formValues.ts';

const siteCopy = adminMessages.site;

const copy = siteCopy.list;

interface Props {
  /** The buttons' id prefix: focus follows a moved item to its new place. */
  id: string;
  /** How the item is read out: «Hito 3». */
  name: string;
  index: number;
  list: readonly unknown[];
  onChange(list: unknown[]): void;
  /** A list staff may not shorten below this. */
  min?: number;
}

/** Up, down and remove for one item, each a real button with the item's name (keyboard and readers). */
export function ListControls({ id, name, index, list, onChange, min = 0 }: Props) {
  const move = (step: -1 | 1) => {
    onChange(moved(list, index, step));
    const target = index + step;
    // The moved item is now at `target`: keep the focus on the same button of that item.
    requestAnimationFrame(() =>
      document.getElementById(`${id}-${target}-${step < 0 ? 'up' : 'down'}`)?.focus(),
    );
  };
  return (
    <div className="flex gap-1">
      <button
        id={`${id}-${index}-up`}
        type="button"
        className="btn-secondary px-2"
        aria-label={copy.up(name)}
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        id={`${id}-${index}-down`}
        type="button"
        className="btn-secondary px-2"
        aria-label={copy.down(name)}
        disabled={index === list.length - 1}
        onClick={() => move(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn-secondary px-2"
        aria-label={copy.remove(name)}
        disabled={list.length <= min}
        onClick={() => onChange(without(list, index))}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
