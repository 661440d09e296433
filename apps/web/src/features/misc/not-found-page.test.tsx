import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import NotFoundPage from './not-found-page';

describe('404 page', () => {
  it("keeps the spec's English words, marked as English, and says it in pt-BR under them", async () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nao-existe');
    const heading = await screen.findByRole('heading', { name: 'Oops! Page not found' });
    expect(heading.getAttribute('lang')).toBe('en');
    const home = screen.getByRole('link', { name: /Return to Home.*Voltar ao início/ });
    expect(home.getAttribute('href')).toBe('/');
    // The button's English words are marked so, and a pt-BR line stands beside them.
    expect(screen.getByText('Return to Home').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Voltar ao início').closest('[lang="en"]')).toBeNull();
    const ptBr = screen.getByText(/^Página não encontrada\./);
    expect(ptBr.closest('[lang="en"]')).toBeNull();
  });
});
