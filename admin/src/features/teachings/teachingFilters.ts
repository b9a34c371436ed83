import { useEffect, useState } from 'react';
import { BIBLE_BOOKS } from '#core/scripture/bibleBooks.ts';
import type { ListFilter } from '../../components/ListToolbar.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { loadTeachingOptions, type TeachingOptions } from './api.ts';

const copy = adminMessages.teachings.filters;

const books = BIBLE_BOOKS.map((book) => ({ value: book.slug, label: book.name }));

/** The three selects, in canonical order for the books; series and speakers once they have loaded. */
export function teachingListFilters(options: TeachingOptions | null): ListFilter[] {
  return [
    {
      name: 'series',
      label: copy.series,
      options: [
        { value: '', label: copy.allSeries },
        ...(options?.series ?? []).map((series) => ({ value: series.id, label: series.title })),
      ],
    },
    {
      name: 'speaker',
      label: copy.speaker,
      options: [
        { value: '', label: copy.allSpeakers },
        ...(options?.speakers ?? []).map((speaker) => ({ value: speaker.id, label: speaker.name })),
      ],
    },
    {
      name: 'book',
      label: copy.book,
      options: [{ value: '', label: copy.allBooks }, ...books],
    },
  ];
}

/** The filters of a teaching list; while (or if) the series and speakers cannot be read, their selects offer only «Todas». */
export function useTeachingListFilters(): ListFilter[] {
  const [options, setOptions] = useState<TeachingOptions | null>(null);
  useEffect(() => {
    loadTeachingOptions().then(setOptions, () => undefined);
  }, []);
  return teachingListFilters(options);
}
