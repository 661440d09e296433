import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { Logger } from './logger.js';
import type { AnswerReads, BatchAnswers } from './rpc-router.js';

/**
 * A page whose first screen the server draws for the person asking: from the page's shell (the web
 * build's route shell, as text), the page with that screen and its data in it — or null, and the
 * shell goes out as it is.
 */
export type FirstScreen = (c: Context, shell: string) => Promise<string | null>;

/** apps/web/src/app/dashboard-render.tsx, as `vite build --ssr` writes it. */
type RenderDashboard = (answers: BatchAnswers, options: { isMobile: boolean }) => Promise<string | null>;
/** Its exports: the render, and a first render of a sample that warms it (true when it drew). */
type RenderModule = { renderDashboard: RenderDashboard; warmDashboard?: () => Promise<boolean> };

/** The shell's first calls: the names its first-data script carries (apps/web/vite.config.ts). */
const FIRST_DATA = /<script async src="\/assets\/first-data-[^"]+" data-calls="([a-z_ ]+)"><\/script>/;
const ROOT = '<div id="root">';

/**
 * The dashboard's first screen on the server (issue 27, decision 058): its shell's first calls are
 * answered in this request (the same reads as POST /api/rpc's batch, for this session), the web
 * build's render draws the page from them, and both go into the shell: the HTML paints the person's
 * dashboard, and the app hydrates it with those answers instead of asking again. Anything missing
 * (not a phone, no render module, nobody signed in, a guard's redirect, an error) gives null.
 */
export function dashboardFirstScreen(options: {
  module: string;
  answerReads: AnswerReads;
  log: Logger;
}): FirstScreen | undefined {
  const { module, answerReads, log } = options;
  if (!existsSync(module)) return undefined;
  // Loaded and warmed as the app is made, not on the first person's request: that request paid the
  // module's load and its first render, cold (~130 ms of its ~170 ms on the bench's machine, issue 27).
  const loaded: Promise<RenderDashboard | null> = import(pathToFileURL(module).href).then(
    async (exports: RenderModule) => {
      const drew = await exports.warmDashboard?.().catch((error: unknown) => {
        log.error('primeira tela: o aquecimento falhou', { error: String(error) });
        return false;
      });
      if (drew === false) log.warn('primeira tela: o aquecimento não desenhou o painel de exemplo');
      return exports.renderDashboard;
    },
    (error: unknown) => {
      log.error('primeira tela: módulo de renderização não carregou', { error: String(error) });
      return null;
    },
  );
  return async (c, shell) => {
    const calls = shell.match(FIRST_DATA)?.[1]?.split(' ').filter(Boolean);
    // Phones only: the server cannot know a screen's width, and a phone's layout is the one it can be
    // sure of. A desktop browser may be a narrow window: drawn with the side menu it would overflow
    // 360 px until the app took over (seen on CI); it gets the shell, and desktops are fast anyway.
    if (!calls?.length || !shell.includes(ROOT) || !isPhone(c)) return null;
    try {
      const answers = await answerReads(c, calls);
      const render = await loaded;
      const html = render ? await render(answers, { isMobile: true }) : null;
      return html ? withFirstScreen(shell, html, answers) : null;
    } catch (error) {
      log.error('primeira tela: falhou; vai a página sem ela', { error: String(error), path: c.req.path });
      return null;
    }
  };
}

/** A phone's browser (its layout has the bottom bar): the client hint, else the user agent. */
function isPhone(c: Context): boolean {
  const hint = c.req.header('sec-ch-ua-mobile');
  if (hint) return hint === '?1';
  return /\bMobi|\biPhone\b|\bAndroid\b.*\bMobile\b/i.test(c.req.header('user-agent') ?? '');
}

/**
 * The shell with the page's screen in #root and the answers in a data block before the first-data
 * script, which hands them to the app. #root says the app is to hydrate it (`data-hydrate`) and
 * which layout was drawn (`data-mobile`). The screen is live HTML meanwhile, not `inert`: its links
 * work (a page load), a button does nothing until the app is there, and React replays a click made
 * while it hydrates. Taking `inert` off a whole page restyled all of it, one long task on a phone.
 */
function withFirstScreen(shell: string, html: string, answers: BatchAnswers): string {
  // A data block is never run; `<` escaped, no text in it can close the element.
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  const data = `<script type="application/json" id="first-answers">${json}</script>`;
  const page = modulesAfterPaint(shell.replace(FIRST_DATA, (tag) => `${data}\n    ${tag}`));
  // #root's content (the loading screen) ends with the last </div> of the body.
  const start = page.indexOf(ROOT);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  const root = '<div id="root" data-hydrate="signed-in" data-mobile="true">';
  return `${page.slice(0, start)}${root}${html}${page.slice(end)}`;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;

/**
 * The shell without the app's module tags: first-data.js starts them after the first paint (its
 * `data-entry`, the last module script, and `data-preload`, the others). The screen is in the HTML,
 * so the modules only make it live: fetched in the first round trips they shared the phone's
 * bandwidth with the stylesheet the paint waits for, and Lighthouse counted them in its LCP
 * (issue 27, decision 058).
 */
function modulesAfterPaint(shell: string): string {
  const scripts = [...shell.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  const entry = scripts.pop();
  if (!entry) return shell;
  const preloads = [...scripts, ...[...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1])];
  return shell
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(FIRST_DATA, (tag) =>
      tag.replace('></script>', ` data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`),
    );
}
