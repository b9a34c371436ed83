import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Capability } from '#core/access.ts';
import { RequireCapability } from './components/RequireCapability.tsx';
import { Spinner } from './components/Spinner.tsx';
import { listLoader } from './lib/listLoader.ts';
import type { ListParams } from './lib/listParams.ts';
import { adminMessages } from './lib/messages.ts';
import type { ListPage } from './lib/query.ts';

/** Imports one screen's module; each becomes its own chunk, so a list does not download its editor. */
export type ScreenImport = () => Promise<ComponentType>;

/**
 * A feature screen behind its capability guard, loaded by the router (`lazy`) rather than by React.lazy: the
 * router starts the download the moment the URL matches, in parallel with the route's loader and the
 * session, and renders the screen only once it has arrived, so no Suspense fallback is shown and then
 * held back (React keeps a fallback on screen for at least 300 ms before revealing what replaced it).
 */
export function screenRoute(
  path: string,
  capability: Capability,
  screen: ScreenImport,
  loader?: RouteObject['loader'],
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await screen();
      return {
        element: (
          <RequireCapability capability={capability}>
            <Screen />
          </RequireCapability>
        ),
      };
    },
    ...(loader ? { loader } : {}),
    // While the first screen of a visit downloads, the panel frame shows with this inside.
    hydrateFallbackElement: <Spinner label={adminMessages.common.loading} />,
  };
}

/** A paged list screen whose first page the router asks for while the screen's code downloads. */
export function listRoute<Row>(
  path: string,
  capability: Capability,
  screen: ScreenImport,
  load: (params: ListParams) => Promise<ListPage<Row>>,
): RouteObject {
  return screenRoute(path, capability, screen, listLoader(capability, load));
}

/** A content type's list, /new and /edit/:<idParam> (docs/spec.md §2), all for those who manage content. */
export function contentRoutes<Row>(
  path: string,
  list: ScreenImport,
  load: (params: ListParams) => Promise<ListPage<Row>>,
  editor: ScreenImport,
  idParam: string,
): RouteObject[] {
  return [
    listRoute(path, 'content.manage', list, load),
    screenRoute(`${path}/new`, 'content.manage', editor),
    screenRoute(`${path}/edit/:${idParam}`, 'content.manage', editor),
  ];
}
