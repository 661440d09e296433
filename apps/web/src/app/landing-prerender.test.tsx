import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import LandingPage from './landing-page';
import { render as prerender } from './landing-prerender';

describe('the landing prerendered into its page shell', () => {
  const html = prerender('/');
  const page = new DOMParser().parseFromString(html, 'text/html');

  it('has the hero, the role cards and the public header, as the app draws them first', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Prepare-se para o seu TAF');
    expect(page.querySelector('#perfis-titulo')?.textContent).toBe('Como você quer entrar?');
    expect(page.querySelector('header a[href="/"]')?.textContent).toBe('Prontidão');
    // The session is unknown before any script runs: no 'Entrar' nor 'Ir para o app' yet.
    expect(page.querySelector('header')?.textContent).not.toMatch(/Entrar|Ir para o app/);
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

  it('is one element, so the build can mark it inert until the app renders over it', () => {
    expect(html.startsWith('<div ')).toBe(true);
    expect(page.body.children).toHaveLength(1);
  });

  it('the app itself plays the video', async () => {
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'Prepare-se para o seu TAF' });
    expect(document.querySelector('video')).not.toBeNull();
    expect(document.querySelector('picture')).toBeNull();
    expect(screen.getAllByRole('button', { name: /vídeo$/ })).toHaveLength(1);
  });
});
