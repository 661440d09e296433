import { validationMessage } from '@prontidao/domain/text/validation-messages';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { AppRoot } from './app/app-root';
import { prefetchFirst } from './app/first-queries';
import { makeQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { routerInitialized } from './app/router-initialized';
import { warmClassMerging, warmLocaleData } from './app/warm-up';
import { DASHBOARD_FIRST_READS } from './config/dashboard-first-calls';
import { paths } from './config/paths';
import { MOBILE_QUERY, ServerMedia } from './hooks/use-media-query';
import { nextTask } from './lib/next-task';
import { authContextQuery } from './lib/queries/auth-context';
import { reloadOnStaleChunk } from './lib/stale-chunk';
import './styles/globals.css';

const FIRST_DATA_WAIT_MS = 3000;

// A page opened before a new version was published reloads once when its code files are gone.
reloadOnStaleChunk();

// Our CSP forbids eval: zod must not even probe for it (the probe is reported as a CSP violation).
// A refused field without a message of its own reads in Brazilian Portuguese, as on the server.
configureZod({ jitless: true, localeError: validationMessage });

// Ask who is signed in (and, on the dashboard, its data) while the route's chunks still load,
// instead of after: one round trip less before the first meaningful paint.
const queryClient = makeQueryClient();
const isDashboard = window.location.pathname === paths.candidate.dashboard;
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
/**
 * What the page's HTML already shows is the app's own first render, to hydrate: `''` a visitor's
 * (the landing, prerendered at build time), `'signed-in'` the person's (the dashboard's first screen,
 * drawn by the server: decision 058). Absent: the app renders over what is there.
 */
const hydrateFor = root.getAttribute('data-hydrate');
const hydratesPerson = hydrateFor === 'signed-in';
/** The dashboard's data, asked only for someone signed in (signed out, they were 401s: issue 21). */
async function prefetchDashboard() {
  const auth = await queryClient.fetchQuery(authContextQuery).catch(() => null);
  if (!auth) return;
  // The cards' own data (the week's plan, rank, wallet, medals): asked now, they are there when the
  // page first renders, instead of a second round trip and a second render after it. Not waited for
  // — unless the server drew the page: then they came with it, and the app's first render must be
  // the server's (hydration) with all of them.
  const cards = DASHBOARD_FIRST_READS.cards.map((name) => prefetchFirst(queryClient, name));
  await Promise.all([
    ...DASHBOARD_FIRST_READS.awaited.map((name) => prefetchFirst(queryClient, name)),
    ...(hydratesPerson ? cards : []),
  ]);
}
const firstData = [isDashboard ? prefetchDashboard() : queryClient.prefetchQuery(authContextQuery)];

// Each step below in a task of its own (the modules' evaluation above is one already): on a phone
// every task over 50 ms blocks input, and together they were one long task (docs/decisions/016).
// Building the router (matching ~70 routes, cold code) took 10–40 ms.
await nextTask();
const router = createRouter();
await nextTask();
warmClassMerging();
if (isDashboard) {
  await nextTask();
  warmLocaleData();
}

/** The first page's lazy modules are loaded (the page shell preloads them). */
const routerReady = routerInitialized(router);
/** Slow data does not hold the first render for long: the page shows its own loading state. */
const dataOrTimeout = Promise.race([
  Promise.all(firstData),
  new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
]);

const app = <AppRoot client={queryClient} router={router} />;

/**
 * Says the hydrated page is live (its first effects run after the commit): the landing shell's
 * script then hands over a click it held (features/landing/start-on-intent.js). Draws nothing.
 */
function Live() {
  useEffect(() => {
    window.dispatchEvent(new Event('prontidao:live'));
  }, []);
  return null;
}

// A page shell may already show the page's first screen, prerendered at build time (the landing, the
// dashboard's loading screen). Then the first render waits for the page's code and data, so it draws
// the page once, with no loading screen in between, and it runs in a transition: React works in short
// slices, leaving the main thread free between them, instead of in one long task.
// - The landing's prerender is the app's own first render (`data-hydrate`; landing-prerender.tsx):
//   React hydrates it, reusing its DOM, instead of building the page again. Not for someone signed
//   in: the guard sends them on to their home, which is not what the HTML shows.
// - The dashboard's first screen from the server (`data-hydrate="signed-in"`; dashboard-render.tsx)
//   is hydrated the same way, with the data it was drawn from and the layout it assumed
//   (`data-mobile`); if the person turned out signed out, the app renders over it.
// - Otherwise the app renders over the prerendered screen.
// Other pages render at once, as before (the router shows the loading screen while their code loads).
// Not in a transition: RouterProvider subscribes to the router when it commits, so a router that
// finishes loading during a sliced render would go unheard.
const prerendered = root.firstElementChild;
if (prerendered) {
  void Promise.all([routerReady, dataOrTimeout]).then(() => {
    const signedIn = Boolean(queryClient.getQueryData(authContextQuery.queryKey));
    if (hydratesPerson && signedIn) {
      const assumed = { [MOBILE_QUERY]: root.getAttribute('data-mobile') === 'true' };
      startTransition(() => {
        hydrateRoot(root, <ServerMedia.Provider value={assumed}>{app}</ServerMedia.Provider>);
      });
      return;
    }
    if (hydrateFor === '' && !signedIn) {
      // Live from here on: a click during hydration makes React hydrate first, then handle it.
      startTransition(() => {
        hydrateRoot(
          root,
          <>
            {app}
            <Live />
          </>,
        );
      });
      return;
    }
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  });
} else {
  createRoot(root).render(app);
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
  // A landing shell starts the app after the page has loaded: the load event is then past.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
