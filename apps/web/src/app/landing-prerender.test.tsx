import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import LandingPage from '@/features/landing/landing-page';
import { authContextQuery } from '@/lib/queries/auth-context';
import { renderRoutes } from '@/testing/render';
import { AppRoot } from './app-root';
import { render as prerender } from './landing-prerender';
import { makeQueryClient } from './providers';
import { createRouter } from './router';
import { routerInitialized } from './router-initialized';

describe('the landing prerendered into its page shell', () => {
  let html = '';
  let page: Document;
  /** The shell's root, as the build writes it for a page the app hydrates. */
  const shellRoot = () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-hydrate', '');
    return root;
  };
  beforeAll(async () => {
    // The build prerenders outside a browser; here, beside the shell's root, as the app will see it.
    const root = document.body.appendChild(shellRoot());
    html = await prerender('/');
    root.remove();
    page = new DOMParser().parseFromString(html, 'text/html');
  });
  // React's server renderer (the prerender) and its browser renderer mark the same context objects in
  // this one process, which React's development build reports; a browser never runs both.
  let logError: typeof console.error;
  beforeEach(() => {
    logError = console.error;
    console.error = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('Detected multiple renderers concurrently')) logError(...args);
    };
  });
  afterEach(() => {
    console.error = logError;
  });

  it('has the hero, the role cards and the public header, as the app draws them first', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Prepare-se para o seu TAF');
    expect(page.querySelector('#perfis-titulo')?.textContent).toBe('Como você quer entrar?');
    expect(page.querySelector('header a[href="/"]')?.textContent).toBe('Prontidão');
    // The server sends this page to visitors only (decision 056): 'Entrar' is there before any script.
    expect(page.querySelector('header a[href="/auth"]')?.textContent).toBe('Entrar');
    expect(page.querySelector('header')?.textContent).not.toMatch(/Ir para o app/);
  });

  it('shows the still of the viewport variant (the LCP image) instead of the video', () => {
    expect(page.querySelector('video')).toBeNull();
    // No pause control for a video that is not there yet.
    expect(page.querySelector('button[aria-label$="vídeo"]')).toBeNull();
    const picture = page.querySelector('picture');
    expect(picture?.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(picture?.querySelector('source')?.getAttribute('srcset')).toBe('/media/hero-poster-mobile.jpg');
    expect(picture?.querySelector('img')?.getAttribute('src')).toBe('/media/hero-poster-desktop.jpg');
    expect(picture?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('is the page in one <div> (live before the app: its links work, its buttons wait for it); the toast outlet comes after', () => {
    expect(html.startsWith('<div ')).toBe(true);
    expect([...page.body.children].map((e) => e.tagName)).toEqual(['DIV']);
  });

  it('is what the app draws while hydrating: React takes its DOM over, without a mismatch', async () => {
    const container = shellRoot();
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const roleCard = container.querySelector('section[aria-labelledby^="_"]');
    const labelledBy = roleCard?.getAttribute('aria-labelledby');
    // As main.tsx does: the visitor is known (signed out) and the page's modules are loaded.
    const client = makeQueryClient();
    client.setQueryData(authContextQuery.queryKey, null);
    const router = createRouter();
    await routerInitialized(router);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <AppRoot client={client} router={router} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    // After hydration: the video comes in; 'Entrar' stays (the same link).
    const signIn = container.querySelector('header a[href="/auth"]');
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Entrar' })).toBe(signIn);
    expect(container.querySelector('picture')).toBeNull();
    // Once hydrated and painted, the toast outlet (sonner's <section>) joins after the page.
    await waitFor(() => expect(container.querySelector('section[aria-live="polite"]')).not.toBeNull());
    // The same nodes (reused, not drawn anew) and the same useId ids.
    expect(container.querySelector('h1')).toBe(heading);
    expect(roleCard?.isConnected).toBe(true);
    expect(labelledBy && document.getElementById(labelledBy)?.textContent).toBe('Sou candidato');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
    container.remove();
    router.dispose();
  });

  it('the app itself plays the video', async () => {
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'Prepare-se para o seu TAF' });
    expect(document.querySelector('video')).not.toBeNull();
    expect(document.querySelector('picture')).toBeNull();
    expect(screen.getAllByRole('button', { name: /vídeo$/ })).toHaveLength(1);
  });
});
