import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';

interface Props {
  search: string;
  status: string;
  searchLabel: string;
  statusOptions?: readonly { value: string; label: string }[];
  /** What the filter chooses (Estado unless a list filters by something else, e.g. Fondo). */
  statusLabel?: string;
  onChange(change: { search?: string; status?: string }): void;
}

/** Search box (applied 300 ms after typing stops) and an optional status filter. */
export function ListToolbar({
  search,
  status,
  searchLabel,
  statusOptions,
  statusLabel = 'Estado',
  onChange,
}: Props) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onChange({ search: text }), 300);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="list-search" className="sr-only">
          {searchLabel}
        </label>
        <Search className="absolute top-3 left-3 size-4 text-ink-600" aria-hidden="true" />
        <input
          id="list-search"
          type="search"
          className="field mt-0 pl-9"
          placeholder={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {statusOptions && (
        <div>
          <label htmlFor="list-status" className="sr-only">
            {statusLabel}
          </label>
          <select
            id="list-status"
            className="field mt-0"
            value={status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
