import { describe, expect, it } from 'vitest';
import { pathsOf, ROUTES, routesOf } from './route-table';
import { classifyRoute } from './routes';

describe('the route table', () => {
  const routes = routesOf(ROUTES);

  it('names each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(40);
  });

  it('is how the guard classifies every path it names, with or without a trailing slash', () => {
    for (const { path, kind } of routes) {
      expect([path, classifyRoute(path)]).toEqual([path, kind]);
      expect([path, classifyRoute(`${path}/`)]).toEqual([path, kind]);
    }
  });

  it.each([
    ['/', 'landing'],
    ['/escolha', 'landing'],
    ['/privacidade', 'public'],
    ['/auth/treinador', 'login'],
    ['/auth/verify', 'flow'],
    ['/dev/outbox', 'flow'],
    ['/aluno/onboarding', 'onboarding'],
    ['/treinador/onboarding', 'onboarding'],
    ['/perfil', 'profile'],
    ['/aluno/perfil', 'profile'],
    ['/dashboard', 'guarded'],
    ['/join-by-token', 'guarded'],
    ['/turma/entrar', 'guarded'],
    ['/treinador/turmas/0000', 'guarded'],
    ['/aluno/0000/metricas', 'guarded'],
    ['/admin/qualquer', 'guarded'],
    ['/nao-existe', 'unknown'],
  ])('classifies %s as %s', (path, kind) => {
    expect(classifyRoute(path)).toBe(kind);
  });

  it('gives the paths by the same names', () => {
    const paths = pathsOf(ROUTES);
    expect(paths.home).toBe('/');
    expect(paths.candidate.dashboard).toBe('/aluno/dashboard');
    expect(paths.trainer.onboarding).toBe('/treinador/onboarding');
  });
});
