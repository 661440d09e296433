// Page shells whose first screen needs the person's data (the dashboard): vite.config.ts adds this
// script with the page's calls in `data-calls`. They leave with the HTML, while the app's modules
// download, instead of after those have run — and in one request (POST /api/rpc, decision 055):
// seven requests competed with the page's scripts for the browser's six connections, and the person's
// own reads waited for get_auth_context's answer first. The app takes each answer once, for that
// call's first use (lib/first-answers.ts); a failed one is asked again. Signed out, the person's own
// reads are left unanswered (null): the app never asks them before the guard sends the visitor to
// sign in (issue 21 item 6).
// When the server drew the page's first screen (apps/server/src/lib/first-screen.ts), the answers
// came in the page itself (the data block before this script): nothing is asked again.
(() => {
  const names = document.currentScript.dataset.calls.split(' ').filter(Boolean);
  const inPage = document.getElementById('first-answers');
  const batch = inPage
    ? Promise.resolve()
        .then(() => JSON.parse(inPage.textContent))
        .catch(() => null)
    : fetch('/api/rpc', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ calls: names }),
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body) => body?.data ?? null)
        .catch(() => null);
  const answers = {};
  for (const name of names) {
    answers[name] = batch.then((data) => {
      const answer = data?.[name];
      if (!answer || answer.status === 401) return null;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  }
  window.__prontidaoFirstAnswers = answers;

  // The page's first pt-BR format, whichever it is, loads ICU's locale data: 15–30 ms on a laptop,
  // four times that on a phone, in one piece (a long task when the app's first render pays it, issue
  // 27). This script runs while the page still waits for its stylesheet, when the main thread is
  // idle: it pays it here. The zone is the app's (APP_TIME_ZONE; first-data.test.ts checks).
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(0);
    new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(1.5);
  } catch {}

  // The server also moved the app's modules here (`data-entry`, `data-preload`): they start after the
  // page's first paint, which needs only the HTML and its stylesheet — once that paint is on the
  // screen (its paint timing entry), not when its frame is drawn: on a busy phone the frame reaches
  // the screen tens of ms later, and modules started in between shared the network with the paint
  // (Lighthouse then counted them in its FCP and LCP: 1.5 and 2.2 s instead of 0.8 and 1.2, issue 27).
  // Without paint timing, half a second after the first frame (with it, two seconds at most: a page
  // whose first paint has no text yet still gets its app). A hidden tab paints no frame: at once.
  const { entry, preload = '' } = document.currentScript.dataset;
  if (!entry) return;
  const add = (attributes) => {
    const element = document.createElement(attributes.src ? 'script' : 'link');
    Object.assign(element, attributes, { crossOrigin: '' });
    document.head.append(element);
  };
  let started = false;
  let painted;
  const start = () => {
    if (started) return;
    started = true;
    painted?.disconnect();
    for (const href of preload.split(' ').filter(Boolean)) add({ rel: 'modulepreload', href });
    add({ type: 'module', src: entry });
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    });
    painted.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(start, painted ? 2000 : 500));
})();
