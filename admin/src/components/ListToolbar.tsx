import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { adminMessages } from '../lib/messages.ts';

type Options = readonly { value: string; label: string }[];

/** A select of the list's own beside the status (Serie, Predicador, Libro); its first option is '' (all). */
export interface ListFilter {
  name: string;
  label: string;
  options: Options;
}

interface Props {
  search: string;
  status: string;
  searchLabel: string;
  statusOptions?: Options;
  /** What the status select chooses (Estado unless a list filters by something else, e.g. Fondo). */
  statusLabel?: string;
  filters?: readonly ListFilter[];
  filterValues?: Readonly<Record<string, string>>;
  onChange(change: { search?: string; status?: string; filters?: Record<string, string> }): void;
}

/** A filter's select; its label is for screen readers (the chosen option shows what it filters). */
function ToolbarSelect(props: {
  id: string;
  label: string;
  className?: string;
  options: Options;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select
        id={props.id}
        className={props.className ? `field mt-0 ${props.className}` : 'field mt-0'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search box (applied 300 ms after typing stops), an optional status filter and the list's own filters. */
export function ListToolbar({
  search,
  status,
  searchLabel,
  statusOptions,
  filters,
  filterValues,
  statusLabel = adminMessages.common.fields.status,
  onChange,
}: Props) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  // A row's link pressed before the search applied: the list stays on screen while the editor loads, and a
  // search applied then would navigate back to the list, cancelling the editor the person asked for.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (text === search || leaving) return;
    const timer = setTimeout(() => onChange({ search: text }), 300);
    return () => clearTimeout(timer);
  }, [text, search, onChange, leaving]);
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <div className="relative flex-1 sm:min-w-64">
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
        <ToolbarSelect
          id="list-status"
          label={statusLabel}
          options={statusOptions}
          value={status}
          onChange={(value) => onChange({ status: value })}
        />
      )}
      {filters?.map((filter) => (
        <ToolbarSelect
          key={filter.name}
          id={`list-filter-${filter.name}`}
          label={filter.label}
          className="sm:max-w-48"
          options={filter.options}
          value={filterValues?.[filter.name] ?? ''}
          onChange={(value) => onChange({ filters: { [filter.name]: value } })}
        />
      ))}
    </div>
  );
}
