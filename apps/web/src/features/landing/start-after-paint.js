// Landing shells only (vite.config.ts writes this tag in place of the app's scripts): the page is
// already drawn from its prerendered HTML, so the app's modules start once that page, its LCP image
// included, has loaded and painted. Until then they would only compete with the image for bandwidth.
// 'load' can fire before the first paint (Lighthouse traces: load at 100 ms, paint at 150–180 ms), and
// modules fetched before the paint are counted in Lighthouse's estimate of it (FCP 0.76 → 1.5 s): so
// the start waits for the first-contentful-paint entry itself, or two frames where there is none.
(() => {
  const tag = document.currentScript;
  const add = (attributes) => {
    const element = document.createElement(attributes.src ? 'script' : 'link');
    Object.assign(element, attributes, { crossOrigin: '' });
    document.head.append(element);
  };
  const start = () => {
    for (const href of tag.dataset.preload.split(' ').filter(Boolean)) add({ rel: 'modulepreload', href });
    add({ type: 'module', src: tag.dataset.entry });
  };
  const whenPainted = (then) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(then));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const afterPaint = () => whenPainted(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
