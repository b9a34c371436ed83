import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminMessages } from '../lib/messages.ts';
import { pageCount } from '../lib/pagination.ts';

interface Props {
  page: number;
  total: number;
  onPage(page: number): void;
}

const copy = adminMessages.common.pagination;

/** Previous/next pager for server-side pages of 25 rows. */
export function Pagination({ page, total, onPage }: Props) {
  const pages = pageCount(total);
  return (
    <nav aria-label={copy.label} className="mt-4 flex items-center justify-between gap-2 text-sm">
      <p>{copy.page(page, pages, total)}</p>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {adminMessages.common.actions.previous}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {adminMessages.common.actions.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
