import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { RootErrorBoundary } from './root-error-boundary';

function Broken(): never {
  throw new Error('Falha ao desenhar o gráfico');
}

describe('RootErrorBoundary', () => {
  it("shows 'Algo deu errado' with the error, a retry and a way to the login", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/x', element: <Broken />, errorElement: <RootErrorBoundary /> }], '/x');
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeTruthy();
    expect(screen.getByText('Falha ao desenhar o gráfico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Login' }).getAttribute('href')).toBe('/auth');
    expect(quiet).toHaveBeenCalled(); // the render error is reported, here silenced on purpose
    quiet.mockRestore();
  });

  it('falls back to the generic pt-BR message', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Throws = () => {
      throw new Error('');
    };
    renderRoutes([{ path: '/y', element: <Throws />, errorElement: <RootErrorBoundary /> }], '/y');
    expect(await screen.findByText('Ocorreu um erro inesperado. Tente recarregar a página.')).toBeTruthy();
    expect(quiet).toHaveBeenCalled(); // the render error is reported, here silenced on purpose
    quiet.mockRestore();
  });
});
