import { countdownFor } from '@prontidao/domain/profile/countdown';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import type { AuthContextFixture } from '@/testing/auth-context';
import { type FirstAnswer, renderDashboard, warmDashboard } from './dashboard-render';

// In Node, as the server runs it (decision 058): no window, no document. A component that reads a
// browser API while it renders would make the server fall back to the loading screen silently; here
// it fails.

const auth: AuthContextFixture = {
  user: { id: 'u1', email: 'beto@exemplo.com', name: 'Roberto Alves' },
  role: 'aluno',
  nickname: 'Beto',
  full_name: 'Roberto Alves',
  sexo: 'M',
  edital_id: null,
  edital_version: null,
  role_intent: null,
  profile_complete: true,
  has_profile_data: true,
};
const profile: FullProfile = {
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: '2027-08-15',
  sexo: 'M',
  peso_kg: 80,
  altura_cm: 180,
  altura_m: 1.8,
  email: 'beto@exemplo.com',
  nickname: 'Beto',
  consent_ranking: false,
  cargo_code: 'SOLDADO',
  full_name: 'Roberto Alves',
  birth_date: null,
  edital_id: null,
  role: 'aluno',
};
const ok = (data: unknown): FirstAnswer => ({ status: 200, body: { data } });
const answers = (overrides: Record<string, FirstAnswer> = {}) => ({
  get_auth_context: ok(auth),
  // get_perfil_completo answers a list of one row.
  get_perfil_completo: ok([profile]),
  get_last_simulado: ok(null),
  ...overrides,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderDashboard (the server’s first screen)', () => {
  it('draws the person’s dashboard from the answers: greeting, countdown, first cards', async () => {
    const html = await renderDashboard(answers(), { isMobile: true });
    expect(html).not.toBeNull();
    const words = text(html ?? '');
    expect(words).toContain('Olá, Beto!');
    expect(words).toContain(countdownFor('2027-08-15', new Date()).label);
    expect(words).toContain('Faça seu primeiro simulado e descubra sua nota no TAF.');
    expect(words).toContain('Esta semana');
    // The app's own shell around it, starting with the element main.tsx renders over.
    expect(html).toMatch(/^<div class="min-h-dvh/);
    expect(html).toContain('id="conteudo"');
  });

  it('a phone gets the bottom bar, a desktop the side menu', async () => {
    const phone = (await renderDashboard(answers(), { isMobile: true })) ?? '';
    expect(phone).toContain('aria-label="Navegação rápida"');
    expect(phone).not.toContain('aria-label="Navegação principal"');
    const desktop = (await renderDashboard(answers(), { isMobile: false })) ?? '';
    expect(desktop).toContain('aria-label="Navegação principal"');
    expect(desktop).not.toContain('aria-label="Navegação rápida"');
  });

  it('escapes the person’s text', async () => {
    const named = { ...profile, nickname: '<img src=x onerror=alert(1)>' };
    const html = await renderDashboard(answers({ get_perfil_completo: ok([named]) }), { isMobile: true });
    expect(html).toContain('Olá, &lt;img src=x onerror=alert(1)&gt;!');
    expect(html).not.toContain('<img src=x');
  });

  it('nothing when the app would not draw this dashboard (its guard, its loading screen)', async () => {
    const cases: Record<string, Record<string, FirstAnswer>> = {
      'signed out': answers({ get_auth_context: ok(null) }),
      'auth refused': answers({ get_auth_context: { status: 500, body: { error: {} } } }),
      'profile incomplete': answers({ get_auth_context: ok({ ...auth, profile_complete: false }) }),
      'profile missing': answers({ get_perfil_completo: { status: 429, body: { error: {} } } }),
    };
    for (const [name, given] of Object.entries(cases))
      expect(await renderDashboard(given, { isMobile: false }), name).toBeNull();
  });

  it('the server’s warm-up draws its sample dashboard (not a redirect nor a loading screen)', async () => {
    expect(await warmDashboard()).toBe(true);
  });
});
