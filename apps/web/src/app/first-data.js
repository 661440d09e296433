// Page shells whose first screen needs the person's data (the dashboard): vite.config.ts adds this
// script with the page's calls in `data-calls`. They leave with the HTML, while the app's modules
// download, instead of after those have run: one round trip less before the page can draw. The app
// takes each answer once, for that call's first use (lib/first-answers.ts); a failed one is asked again.
(() => {
  const answers = {};
  for (const name of document.currentScript.dataset.calls.split(' ').filter(Boolean)) {
    answers[name] = fetch(`/api/rpc/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => null);
  }
  window.__prontidaoFirstAnswers = answers;
})();
