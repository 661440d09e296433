// Server only (built by `vite build --ssr`, run by the server: apps/server/src/lib/first-screen.ts):
// the dashboard's first screen as HTML for the person asking, from the answers of its first calls,
// so a phone paints it from the page itself instead of after the app's code and data (issue 27). The
// app then renders over it (main.tsx): this is the app's own tree (AppRoot, its routes, the page
// loaded) with the person's data, the later cards not yet there — as the app's first render draws it.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import { MOBILE_QUERY, ServerMedia } from '@/hooks/use-media-query';
import type { RpcOutput } from '@/lib/rpc';
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

const ok = (data: unknown): FirstAnswer => ({ status: 200, body: { data } });

/** A sample candidate's first answers (a complete profile, no simulado yet): warmDashboard draws them. */
function sampleAnswers(): Record<string, FirstAnswer> {
  const id = 'amostra';
  const email = 'amostra@prontidao.app';
  const taf = `${new Date().getUTCFullYear() + 1}-08-15`;
  const auth: RpcOutput<'get_auth_context'> = {
    user: { id, email, name: 'Amostra' },
    role: 'aluno',
    nickname: 'Amostra',
    full_name: 'Amostra',
    sexo: 'F',
    edital_id: null,
    edital_version: null,
    role_intent: null,
    profile_complete: true,
    has_profile_data: true,
  };
  const profile: RpcOutput<'get_perfil_completo'>[number] = {
    id,
    plano_code: 'FREE',
    taf_dt: taf,
    sexo: 'F',
    peso_kg: 60,
    altura_cm: 165,
    altura_m: 1.65,
    email,
    nickname: 'Amostra',
    consent_ranking: false,
    cargo_code: 'SOLDADO',
    full_name: 'Amostra',
    birth_date: null,
    edital_id: null,
    role: 'aluno',
  };
  return { get_auth_context: ok(auth), get_perfil_completo: ok([profile]), get_last_simulado: ok(null) };
}

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

/**
 * Draws a sample candidate's dashboard and throws it away: the server runs it once as it starts
 * (lib/first-screen.ts), so the first person after a start does not pay the render's cold start —
 * the page's lazy modules loaded, React's server renderer and the page's components compiled on first
 * use: ~130 ms of that first request's ~170 ms (issue 27). True when it drew the dashboard.
 */
export async function warmDashboard(): Promise<boolean> {
  return (await renderDashboard(sampleAnswers(), { isMobile: true })) !== null;
}
