import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { DeferredUserMenu } from './deferred-menus';

const renderMenu = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: <DeferredUserMenu name="Joaquim Silva" email="j@exemplo.com" profilePath="/aluno/perfil" />,
      },
    ],
    '/',
  );

describe('header menus whose code loads after the page', () => {
  it('show their button at once, and a click before the code has loaded opens the menu when it arrives', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu do usuário' });
    expect(button.textContent).toBe('JS');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Meu perfil' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toBeTruthy();
  });

  it('keep the focus on the button when the real one replaces it', async () => {
    renderMenu();
    screen.getByRole('button', { name: 'Menu do usuário' }).focus();
    // The real button is Radix's trigger: it says that it opens a menu.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu do usuário' }).getAttribute('aria-haspopup')).toBe(
        'menu',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu do usuário' }));
  });
});
