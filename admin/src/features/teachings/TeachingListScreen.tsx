import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import type { ListPage } from '../../lib/query.ts';
import { type ListParams, usePagedList } from '../../lib/usePagedList.ts';
import { useTeachingListFilters } from './teachingFilters.ts';

/**
 * A teaching list (posts, videos, audios): the page `load` answers, with the series, speaker and Bible
 * book filters every teaching list offers.
 */
export function TeachingListScreen<Row extends { id: string }>({
  load,
  description,
}: {
  load(params: ListParams): Promise<ListPage<Row>>;
  description: ListDescription<Row>;
}) {
  const list = usePagedList(load);
  const filters = useTeachingListFilters();
  return <ListScreen list={list} description={{ ...description, filters }} />;
}
