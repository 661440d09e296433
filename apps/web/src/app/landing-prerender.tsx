// Build time only (vite.config.ts, route shells): the landing as static HTML, put inside the shell's
// #root so the hero paints from HTML and CSS alone, before any script runs. The app then hydrates it
// (main.tsx), so this is the app's own tree (AppRoot, the app's routes, its first page loaded) as it
// draws while hydrating: the session unknown (no session button) and the hero's still instead of the
// video (useHydrated).
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app-root';
import { makeQueryClient } from './providers';
import { routes } from './router';
import { routerInitialized } from './router-initialized';

export async function render(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The page's lazy modules (the public layout, the landing), as the browser waits for them.
  await routerInitialized(router);
  // Not renderToString: it would leave a lazy part of the tree in its Suspense boundary unfinished,
  // which the browser reports as an error when it hydrates. This waits for every boundary.
  const { prelude } = await prerenderToNodeStream(<AppRoot client={makeQueryClient()} router={router} />);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  router.dispose();
  // React puts a preload of each image first; the shell's <head> already has the ones that matter.
  return html.replace(/^(<link [^>]*>)+/, '');
}
