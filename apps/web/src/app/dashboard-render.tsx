// Server only (built by `vite build --ssr`, run by the server: apps/server/src/lib/first-screen.ts):
// the dashboard's first screen as HTML for the person asking, from the answers of its first calls,
// so a phone paints it from the page itself instead of after the app's code and data (issue 27). The
// app then renders over it (main.tsx): this is the app's own tree (AppRoot, its routes, the page
// loaded) with the person's data, the later cards not yet there — as the app's first render draws it.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import { MOBILE_QUERY, ServerMedia } from '@/hooks/use-media-query';
import { AppRoot } from './app-root';
import { FIRST_QUERIES, type FirstCall, fillFirst } from './first-queries';
import { makeQueryClient } from './providers';
import { routes } from './router';
import { routerInitialized } from './router-initialized';

/** A call's answer as POST /api/rpc's batch gives it (decision 055). */
export type FirstAnswer = { status: number; body: unknown };

/** The greeting's countdown: on the dashboard's first screen only. */
const DASHBOARD_MARK = 'data-testid="dashboard-countdown"';

const isFirstCall = (name: string): name is FirstCall => Object.hasOwn(FIRST_QUERIES, name);

/**
 * The dashboard's first screen as HTML, or null when it would not be the dashboard (nobody signed
 * in, or the guard sends this person elsewhere: a trainer, an incomplete profile).
 * `isMobile`: the phone's layout (bottom bar) rather than the desktop's (side menu).
 */
export async function renderDashboard(
  answers: Record<string, FirstAnswer>,
  { isMobile }: { isMobile: boolean },
): Promise<string | null> {
  const client = makeQueryClient();
  for (const [name, answer] of Object.entries(answers)) {
    if (isFirstCall(name) && answer.status === 200)
      fillFirst(client, name, (answer.body as { data: unknown }).data);
  }
  if (!client.getQueryData(FIRST_QUERIES.get_auth_context.query.queryKey)) return null;
  const router = createMemoryRouter(routes, { initialEntries: [paths.candidate.dashboard] });
  try {
    // The page's lazy modules (the app's layout, the dashboard), as the browser waits for them.
    await routerInitialized(router);
    // prerender, not renderToString: it waits for every Suspense boundary instead of leaving it open.
    const { prelude } = await prerenderToNodeStream(
      <ServerMedia.Provider value={{ [MOBILE_QUERY]: isMobile }}>
        <AppRoot client={client} router={router} />
      </ServerMedia.Provider>,
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    // Only the dashboard itself: not the guard's redirect (nothing drawn; it navigates in an effect)
    // nor a loading screen (a first answer missing).
    if (!html.includes(DASHBOARD_MARK)) return null;
    // React puts a preload of each image first; the shell's <head> has what the page needs.
    return html.replace(/^(<link [^>]*>)+/, '');
  } finally {
    router.dispose();
    client.clear();
  }
}
