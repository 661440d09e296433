import type { MouseEvent } from 'react';

/** The id of each layout's <main>, the target of the skip link. */
export const MAIN_ID = 'conteudo';

/** First focusable element of the page (visible on focus): jumps over the header and the navigation. */
export function SkipLink() {
  const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Move focus without touching the URL (the router owns it).
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:font-semibold focus:text-foreground focus:text-sm focus:shadow-lg"
    >
      Pular para o conteúdo
    </a>
  );
}
