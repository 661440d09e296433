import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderRoutes } from '@/testing/render';
import { RootErrorBoundary } from './root-error-boundary';

function Broken(): never {
  throw new ApiError('NOT_FOUND', 'Aluno não encontrado.', 404);
}

describe('RootErrorBoundary', () => {
  it("shows 'Algo deu errado' with our API's message, a retry and a way to the login", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/x', element: <Broken />, errorElement: <RootErrorBoundary /> }], '/x');
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeTruthy();
    expect(screen.getByText('Aluno não encontrado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Login' }).getAttribute('href')).toBe('/auth');
    expect(quiet).toHaveBeenCalled(); // the render error is reported, here silenced on purpose
    quiet.mockRestore();
  });

  it.each([
    ['an empty error', new Error('')],
    ["a browser's English message", new TypeError("Cannot read properties of undefined (reading 'x')")],
  ])('shows the generic pt-BR message for %s', async (_name, thrown) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Throws = () => {
      throw thrown;
    };
    renderRoutes([{ path: '/y', element: <Throws />, errorElement: <RootErrorBoundary /> }], '/y');
    expect(await screen.findByText('Ocorreu um erro inesperado. Tente recarregar a página.')).toBeTruthy();
    expect(screen.queryByText(/Cannot read/)).toBeNull();
    expect(quiet).toHaveBeenCalled(); // the render error is reported, here silenced on purpose
    quiet.mockRestore();
  });

  it('says a new version was published when a code file no longer exists', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Throws = () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-1.js');
    };
    renderRoutes([{ path: '/z', element: <Throws />, errorElement: <RootErrorBoundary /> }], '/z');
    expect(
      await screen.findByText(
        'Uma nova versão do Prontidão foi publicada. Recarregue a página para continuar.',
      ),
    ).toBeTruthy();
    quiet.mockRestore();
  });
});
