// Landing shells only (vite.config.ts writes this tag in place of the app's scripts): the page is
// already drawn from its prerendered HTML, so the app's modules start once that page, its LCP image
// included, has loaded and painted. Until then they would only compete with the image for bandwidth.
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
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
