// Page shells whose first screen needs the person's data (the dashboard): vite.config.ts adds this
// script with the page's calls in `data-calls`. They leave with the HTML, while the app's modules
// download, instead of after those have run: one round trip less before the page can draw. The app
// takes each answer once, for that call's first use (lib/first-answers.ts); a failed one is asked again.
// The person's own calls leave only once get_auth_context has said someone is signed in: a signed-out
// visitor of the dashboard made six 401s before the guard sent them to sign in (issue 21 item 6).
(() => {
  const ask = (name) =>
    fetch(`/api/rpc/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => null);
  const answers = {};
  const names = document.currentScript.dataset.calls.split(' ').filter(Boolean);
  const auth = ask('get_auth_context');
  // Read from a copy, before the app can read the answer itself (this callback is registered first).
  const isSignedIn = auth.then((response) =>
    response?.ok
      ? response
          .clone()
          .json()
          .then((body) => body?.data != null)
          .catch(() => false)
      : false,
  );
  for (const name of names) {
    answers[name] = name === 'get_auth_context' ? auth : isSignedIn.then((yes) => (yes ? ask(name) : null));
  }
  window.__prontidaoFirstAnswers = answers;
})();
