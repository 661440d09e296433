import type { ComponentType } from 'react';
import { LocationProbe, renderRoutes } from '@/testing/render';

/** Renders a student view on its route(s), with a probe that says where the router went. */
export function renderStudentPage(Page: ComponentType, routePaths: readonly string[], initialPath: string) {
  return renderRoutes(
    [
      ...routePaths.map((path) => ({
        path,
        element: (
          <>
            <Page />
            <LocationProbe />
          </>
        ),
      })),
      { path: '*', element: <LocationProbe /> },
    ],
    initialPath,
  );
}
