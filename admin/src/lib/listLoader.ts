import type { LoaderFunctionArgs } from 'react-router';
import { type Capability, can } from '#core/access.ts';
import { type ListParams, listKey, listParams } from './listParams.ts';
import type { ListPage } from './query.ts';
import { staffRole } from './staffRole.ts';
import { supabase } from './supabase.ts';

/** A page request the route loader started, for the screen's usePagedList to pick up. */
export interface PrimedList<Row> {
  key: string;
  page: Promise<ListPage<Row>>;
}

const nothing = { rows: [], total: 0 };

/**
 * Route loader of a paged list for the holders of `capability`. The router runs it as soon as the URL changes, while the
 * screen's code downloads, so the page query no longer waits for that code and for React to render. It
 * still waits for the role (already on its way since the panel loaded): a person who may not open the
 * screen sends no data request at all, exactly as when the screen asked. It returns at once (the promise
 * is not awaited); the screen shows its own spinner and errors.
 */
export function listLoader<Row>(
  capability: Capability,
  load: (params: ListParams) => Promise<ListPage<Row>>,
) {
  return ({ request }: LoaderFunctionArgs): PrimedList<Row> => {
    const params = listParams(new URL(request.url).searchParams);
    const page = supabase.auth.getSession().then(async ({ data }) => {
      if (!data.session) return nothing;
      return can(await staffRole(data.session.user.id), capability) ? load(params) : nothing;
    });
    // Unread when the guard shows login or the no-access screen instead: keep a failure from going unhandled.
    page.catch(() => undefined);
    return { key: listKey(params), page };
  };
}
