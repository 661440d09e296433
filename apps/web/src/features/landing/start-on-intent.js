// Landing shells only (vite.config.ts writes this tag in place of the app's scripts). The page is
// whole in its prerendered HTML and CSS: its links work, it paints and reads without a script. The
// app's modules (React, the router: ~1 s of a mid-range phone's main thread, issue 27) start at the
// person's first sign — a touch, a key, the mouse, the wheel — not before. Until the app is live, a
// click on a button (the only things that need it) is held and given to the app once it has hydrated
// the page ('prontidao:live', main.tsx). Nothing is fetched ahead: prefetching the modules after the
// load moved Lighthouse's LCP from 1.4 to 2.5 s (decision 056). A signed-in person never gets this
// shell: the server sends the app's own (static-site.ts), which takes them home.
(() => {
  const tag = document.currentScript;
  const INTENT = ['pointerdown', 'touchstart', 'keydown', 'mousemove', 'wheel', 'focusin'];
  const entry = tag.dataset.entry;
  const preloads = tag.dataset.preload.split(' ').filter(Boolean);
  const add = (attributes) => {
    const element = document.createElement(attributes.src ? 'script' : 'link');
    Object.assign(element, attributes, { crossOrigin: '' });
    document.head.append(element);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, true);
    for (const href of preloads) add({ rel: 'modulepreload', href });
    add({ type: 'module', src: entry });
  };
  for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });

  let held = null;
  const hold = (event) => {
    const button = event.target?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
    start();
  };
  window.addEventListener('click', hold, true);
  window.addEventListener(
    'prontidao:live',
    () => {
      window.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
      held = null;
    },
    { once: true },
  );
})();
