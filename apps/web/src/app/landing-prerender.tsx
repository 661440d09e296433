// Build time only (vite.config.ts, route shells): the landing as static HTML, put inside the shell's
// #root so the hero paints from HTML and CSS alone, before any script runs. The app then renders
// over it (no hydration), so it has to look exactly like what React draws first: the public layout
// with no session button (the session is still unknown) and the landing page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
import { StillBackdrop } from './hero-background';
import LandingPage from './landing-page';

export function render(path: string): string {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StillBackdrop value={true}>
        <StaticRouter location={path}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path="*" element={<LandingPage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </StillBackdrop>
    </QueryClientProvider>,
  );
  // React puts a preload of each image first; the shell's <head> already has the ones that matter.
  return html.replace(/^(<link [^>]*>)+/, '');
}
