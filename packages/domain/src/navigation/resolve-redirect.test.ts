import { describe, expect, it } from 'vitest';
import {
  type Account,
  type NavigationState,
  postLoginPath,
  resolveNavigation,
  safeRedirectTarget,
} from './resolve-redirect.js';

const aluno: Account = { role: 'aluno', profileComplete: true, hasProfileData: true };
const newAluno: Account = { role: 'aluno', profileComplete: false, hasProfileData: false };
const oldIncomplete: Account = { role: 'aluno', profileComplete: false, hasProfileData: true };
const trainer: Account = { role: 'treinador', profileComplete: true, hasProfileData: true };
const newTrainer: Account = { role: 'treinador', profileComplete: false, hasProfileData: false };
const admin: Account = { role: 'admin', profileComplete: true, hasProfileData: true };
const newAdmin: Account = { role: 'admin', profileComplete: false, hasProfileData: false };

const signedIn = (path: string, account: Account | undefined, extra: Partial<NavigationState> = {}) =>
  resolveNavigation({ path, session: 'signed-in', account, ...extra });

describe('resolveNavigation', () => {
  describe('pages never redirected', () => {
    it.each([
      '/auth/callback',
      '/auth/confirm',
      '/auth/confirm-or-callback',
      '/auth/verify',
      '/auth/error',
      '/404',
    ])('%s renders for everybody', (path) => {
      expect(resolveNavigation({ path, session: 'loading' })).toEqual({ type: 'render' });
      expect(resolveNavigation({ path, session: 'signed-out' })).toEqual({ type: 'render' });
      expect(signedIn(path, newAluno)).toEqual({ type: 'render' });
      expect(signedIn(path, aluno)).toEqual({ type: 'render' });
    });
    it('an unknown route renders (the 404 page), signed in or not', () => {
      expect(resolveNavigation({ path: '/nao-existe', session: 'signed-out' })).toEqual({ type: 'render' });
      expect(signedIn('/nao-existe', newAluno)).toEqual({ type: 'render' });
    });
    it('/landing stays reachable for a complete profile', () => {
      expect(signedIn('/landing', aluno)).toEqual({ type: 'render' });
    });
    it('/privacidade (the privacy page) renders for everybody, in any state of the account', () => {
      for (const session of ['loading', 'signed-out'] as const) {
        expect(resolveNavigation({ path: '/privacidade', session })).toEqual({ type: 'render' });
      }
      for (const account of [aluno, newAluno, oldIncomplete, newTrainer, admin, undefined]) {
        expect(signedIn('/privacidade', account)).toEqual({ type: 'render' });
      }
    });
  });

  describe('while loading', () => {
    it('waits on guarded, onboarding and profile pages', () => {
      for (const path of ['/aluno/dashboard', '/aluno/onboarding', '/perfil']) {
        expect(resolveNavigation({ path, session: 'loading' })).toEqual({ type: 'wait' });
        expect(signedIn(path, undefined)).toEqual({ type: 'wait' });
      }
    });
    it('renders public pages at once', () => {
      expect(resolveNavigation({ path: '/', session: 'loading' })).toEqual({ type: 'render' });
      expect(resolveNavigation({ path: '/auth', session: 'loading' })).toEqual({ type: 'render' });
      expect(signedIn('/auth', undefined)).toEqual({ type: 'render' });
    });
  });

  describe('signed out', () => {
    it('guarded pages go to /auth with the address to come back to', () => {
      expect(resolveNavigation({ path: '/join', search: '?token=abc', session: 'signed-out' })).toEqual({
        type: 'redirect',
        to: '/auth?redirect=%2Fjoin%3Ftoken%3Dabc',
      });
      expect(resolveNavigation({ path: '/aluno/onboarding', session: 'signed-out' })).toEqual({
        type: 'redirect',
        to: '/auth?redirect=%2Faluno%2Fonboarding',
      });
      expect(resolveNavigation({ path: '/perfil/', session: 'signed-out' })).toEqual({
        type: 'redirect',
        to: '/auth?redirect=%2Fperfil',
      });
    });
    it.each(['/', '/role-chooser', '/escolha', '/auth', '/auth/treinador'])('%s renders', (path) => {
      expect(resolveNavigation({ path, session: 'signed-out' })).toEqual({ type: 'render' });
    });
  });

  describe('incomplete profile', () => {
    it('a new candidate goes to the candidate wizard from any page but onboarding and profile', () => {
      for (const path of ['/', '/auth', '/escolha', '/aluno/dashboard', '/ranking', '/dashboard']) {
        expect(signedIn(path, newAluno)).toEqual({ type: 'redirect', to: '/aluno/onboarding' });
      }
    });
    it("a new candidate accepts a trainer's invite before the wizard", () => {
      expect(signedIn('/join', newAluno, { search: '?token=x' })).toEqual({ type: 'render' });
      expect(signedIn('/join-by-token', newAluno, { search: '?token=x' })).toEqual({ type: 'render' });
      // Signed in on the login page the invite sent them to: on to the invite, like the sign-in.
      expect(signedIn('/auth', newAluno, { search: '?redirect=%2Fjoin%3Ftoken%3Dx' })).toEqual({
        type: 'redirect',
        to: '/join?token=x',
      });
      // A turma's link too (issue 24): signed out, the sign-in comes back to it.
      expect(signedIn('/turma/entrar', newAluno, { search: '?token=x' })).toEqual({ type: 'render' });
      expect(resolveNavigation({ path: '/turma/entrar', search: '?token=x', session: 'signed-out' })).toEqual(
        {
          type: 'redirect',
          to: '/auth?redirect=%2Fturma%2Fentrar%3Ftoken%3Dx',
        },
      );
      expect(signedIn('/join', newTrainer, { search: '?token=x' })).toEqual({
        type: 'redirect',
        to: '/treinador/onboarding',
      });
    });
    it('a trainer, or a candidate whose stored intent is trainer, goes to the trainer onboarding', () => {
      expect(signedIn('/aluno/dashboard', newTrainer)).toEqual({
        type: 'redirect',
        to: '/treinador/onboarding',
      });
      expect(signedIn('/', newAluno, { intentRole: 'treinador' })).toEqual({
        type: 'redirect',
        to: '/treinador/onboarding',
      });
    });
    it("the account's own intent (recorded at sign-up) wins over a stale one in the browser", () => {
      const trainerIntent = { ...newAluno, roleIntent: 'treinador' as const };
      expect(signedIn('/aluno/dashboard', trainerIntent, { intentRole: 'aluno' })).toEqual({
        type: 'redirect',
        to: '/treinador/onboarding',
      });
      const candidateIntent = { ...newAluno, roleIntent: 'aluno' as const };
      expect(signedIn('/', candidateIntent, { intentRole: 'treinador' })).toEqual({
        type: 'redirect',
        to: '/aluno/onboarding',
      });
    });
    it('an admin without a name goes to the candidate wizard, whatever the intent', () => {
      expect(signedIn('/dashboard', newAdmin, { intentRole: 'treinador' })).toEqual({
        type: 'redirect',
        to: '/aluno/onboarding',
      });
    });
    it('a candidate who filled the profile before fixes it on /perfil (blocking dialog)', () => {
      expect(signedIn('/aluno/dashboard', oldIncomplete)).toEqual({ type: 'redirect', to: '/perfil' });
      expect(signedIn('/', oldIncomplete)).toEqual({ type: 'redirect', to: '/aluno/onboarding' });
    });
    it.each(['/aluno/onboarding', '/treinador/onboarding', '/perfil', '/aluno/perfil'])(
      '%s renders',
      (path) => {
        expect(signedIn(path, newAluno)).toEqual({ type: 'render' });
        expect(signedIn(path, newTrainer)).toEqual({ type: 'render' });
      },
    );
  });

  describe('complete profile', () => {
    it.each([
      ['/', aluno, '/aluno/dashboard'],
      ['/escolha', trainer, '/treinador/dashboard'],
      ['/role-chooser', admin, '/dashboard'],
      ['/auth', aluno, '/aluno/dashboard'],
      ['/auth/treinador', trainer, '/treinador/dashboard'],
      ['/aluno/onboarding', aluno, '/aluno/dashboard'],
      ['/aluno/onboarding', trainer, '/treinador/dashboard'],
    ] as const)('%s → dashboard by role', (path, account, to) => {
      expect(signedIn(path, account)).toEqual({ type: 'redirect', to });
    });
    it('stays on the trainer onboarding (editing the CREF)', () => {
      expect(signedIn('/treinador/onboarding', trainer)).toEqual({ type: 'render' });
      expect(signedIn('/treinador/onboarding', aluno)).toEqual({ type: 'render' });
    });
    it('the profile page stays reachable', () => {
      expect(signedIn('/perfil', aluno)).toEqual({ type: 'render' });
      expect(signedIn('/aluno/perfil', trainer)).toEqual({ type: 'render' });
    });
    it('the trainer dashboard is for trainers and admins only', () => {
      expect(signedIn('/treinador/dashboard', aluno)).toEqual({ type: 'redirect', to: '/aluno/dashboard' });
      expect(signedIn('/treinador/dashboard', trainer)).toEqual({ type: 'render' });
      expect(signedIn('/treinador/dashboard', admin)).toEqual({ type: 'render' });
    });
    it("a trainer's turmas are for trainers and admins", () => {
      for (const path of ['/treinador/turmas', '/treinador/turmas/t-1']) {
        expect(signedIn(path, aluno), path).toEqual({ type: 'redirect', to: '/aluno/dashboard' });
        expect(signedIn(path, trainer), path).toEqual({ type: 'render' });
        expect(signedIn(path, admin), path).toEqual({ type: 'render' });
      }
    });
    it('the admin panel is for admins only', () => {
      expect(signedIn('/dashboard', aluno)).toEqual({ type: 'redirect', to: '/aluno/dashboard' });
      expect(signedIn('/admin/users', trainer)).toEqual({ type: 'redirect', to: '/treinador/dashboard' });
      expect(signedIn('/admin/users', admin)).toEqual({ type: 'render' });
      expect(signedIn('/dashboard', admin)).toEqual({ type: 'render' });
    });
    it("a trainer's views of a student are for trainers and admins; a candidate's own metrics stay theirs", () => {
      for (const path of [
        '/student-metrics',
        '/aluno/u-42/metricas',
        '/aluno/u-42/relatorios',
        '/aluno/u-42/treinos',
        '/aluno/u-42/plano',
      ]) {
        expect(signedIn(path, aluno), path).toEqual({ type: 'redirect', to: '/aluno/dashboard' });
        expect(signedIn(path, trainer), path).toEqual({ type: 'render' });
        expect(signedIn(path, admin), path).toEqual({ type: 'render' });
      }
      for (const path of ['/aluno/metricas', '/aluno/treinos', '/aluno/plano', '/aluno/relatorios']) {
        expect(signedIn(path, aluno), path).toEqual({ type: 'render' });
      }
    });
    it('admins may open candidate pages', () => {
      expect(signedIn('/aluno/dashboard', admin)).toEqual({ type: 'render' });
    });
  });
});

describe('postLoginPath', () => {
  it.each([
    [aluno, null, '/aluno/dashboard'],
    [newAluno, null, '/aluno/onboarding'],
    [oldIncomplete, '/ranking', '/aluno/onboarding'],
    [newAluno, '/join?token=x', '/join?token=x'],
    [newAluno, '/join-by-token?token=x', '/join-by-token?token=x'],
    [aluno, '/join?token=x', '/join?token=x'],
    [newAluno, '/turma/entrar?token=x', '/turma/entrar?token=x'],
    [trainer, null, '/treinador/dashboard'],
    [newTrainer, '/join', '/treinador/onboarding'],
    [{ ...newAluno, roleIntent: 'treinador' }, null, '/treinador/onboarding'],
    [admin, null, '/aluno/dashboard'],
  ] as const)('%o with redirect %s → %s', (account, redirect, to) => {
    expect(postLoginPath(account, redirect)).toBe(to);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/aluno/dashboard', '/aluno/dashboard'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['/auth', undefined],
    ['/auth?x=1', undefined],
    ['/auth/treinador', undefined],
    ['/authors', '/authors'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});
