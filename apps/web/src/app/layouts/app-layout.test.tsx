import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigationFor } from '@/config/navigation';
import { MOBILE_QUERY } from '@/hooks/use-media-query';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { AppLayout } from './app-layout';

const original = window.matchMedia;
beforeEach(() => {
  // A phone: only the mobile query matches.
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query === MOBILE_QUERY })) as never;
});
afterEach(() => {
  window.matchMedia = original;
});

const candidate = {
  user: { id: 'u1', email: 'joaquim@exemplo.com', name: 'Joaquim Silva' },
  role: 'aluno' as 'aluno' | 'admin',
  nickname: 'Joaquim' as string | null,
  full_name: 'Joaquim Silva',
  sexo: 'M' as const,
  edital_id: null,
  edital_version: null,
  role_intent: 'aluno' as 'aluno' | 'treinador',
  profile_complete: true,
  has_profile_data: true,
};

function renderAt(path: string, account = candidate) {
  server.use(
    rpcHandler('get_auth_context', () => account),
    rpcHandler('get_perfil_completo', () => []),
    rpcHandler('get_rank_status', () => ({
      workouts: 0,
      rank: 'Soldado 2ª Classe',
      next: 'Soldado 1ª Classe',
      progress: 0,
      goal: 10,
      pending_promotion: null,
    })),
  );
  return renderRoutes([{ element: <AppLayout />, children: [{ path, element: <h1>Página</h1> }] }], path);
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());

describe('app shell on a phone', () => {
  it('calls each destination by one name in the bottom bar and the menu, and lists it once', async () => {
    const user = userEvent.setup();
    renderAt('/aluno/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Navegação rápida' });
    await within(bar).findAllByRole('link');
    const barNames = linkNames(bar);
    expect(barNames).toEqual(['Dashboard', 'Treinos', 'Simulado', 'Progresso TAF', 'Ranking']);

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(linkNames(menu).slice(0, 5)).toEqual(barNames);

    for (const role of ['aluno', 'treinador', 'admin'] as const) {
      const items = navigationFor(role);
      expect(new Set(items.map((item) => item.label)).size).toBe(items.length);
      expect(new Set(items.map((item) => item.to)).size).toBe(items.length);
    }
    // /aluno/simulados is the same form as /aluno/testes; /aluno/relatorios redirects to the progress page.
    expect(navigationFor('aluno').map((item) => item.to)).not.toContain('/aluno/simulados');
    expect(navigationFor('aluno').map((item) => item.to)).not.toContain('/aluno/relatorios');
  });

  it("an admin who entered as candidate or trainer gets that area's navigation and a way back", async () => {
    const admin = { ...candidate, role: 'admin' as const };
    renderAt('/aluno/treinos', admin);
    const bar = await screen.findByRole('navigation', { name: 'Navegação rápida' });
    await within(bar).findAllByRole('link');
    expect(linkNames(bar)).toEqual(['Dashboard', 'Treinos', 'Simulado', 'Progresso TAF', 'Ranking']);
    // The menu sheet lists every item: the way back comes last.
    expect(navigationFor('admin', '/aluno/treinos').at(-1)?.label).toBe('Administração');

    expect(navigationFor('admin', '/dashboard').map((item) => item.label)[0]).toBe('Painel');
    expect(navigationFor('admin', '/admin/users').map((item) => item.label)[0]).toBe('Painel');
    expect(navigationFor('admin', '/treinador/dashboard').map((item) => item.label)).toEqual([
      'Dashboard',
      'Turmas',
      'Perfil',
      'Administração',
    ]);
    expect(navigationFor('admin', '/aluno/u-42/metricas').map((item) => item.to)).toContain(
      '/treinador/dashboard',
    );
    expect(navigationFor('admin', '/aluno/metricas').map((item) => item.to)).toContain('/aluno/treinos');
    expect(navigationFor('aluno', '/dashboard').map((item) => item.label)).not.toContain('Administração');
  });

  it('keeps the product name and the whole greeting in the header', async () => {
    renderAt('/aluno/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Prontidão' }).getAttribute('href')).toBe(
      '/aluno/dashboard',
    );
    const welcome = await within(header).findByText('Bem-vindo, Joaquim');
    // It wraps when long; it is never cut with an ellipsis.
    expect(welcome.className).not.toMatch(/\btruncate\b/);
    expect(within(header).getByTestId('header-countdown').textContent).toBe(
      'Defina a data prevista do seu TAF',
    );
  });

  it('shows a new trainer (signed up on the trainer portal, still onboarding) the trainer shell', async () => {
    const newTrainer = {
      ...candidate,
      nickname: null,
      role_intent: 'treinador' as const,
      profile_complete: false,
    };
    renderAt('/treinador/onboarding', newTrainer);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Dashboard do Treinador')).toBeTruthy();
    expect(within(header).getByText('Treinador Joaquim')).toBeTruthy();
    expect(within(header).queryByTestId('header-countdown')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Navegação rápida' });
    expect(linkNames(bar)).toEqual(['Dashboard', 'Turmas', 'Perfil']);
  });
});
