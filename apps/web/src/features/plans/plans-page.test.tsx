import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentPlan, PurchaseLinks } from '@/lib/queries/current-plan';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import PlansPage from './plans-page';

const LINKS: PurchaseLinks = {
  COMUM: 'https://pagamento.exemplo.com/avulso',
  AVAN_MENSAL: 'https://pagamento.exemplo.com/mensal',
  AVAN_SEMESTRE: 'https://pagamento.exemplo.com/semestral',
  consult: 'https://wa.me/5561999990000',
};
const NO_LINKS: PurchaseLinks = { COMUM: null, AVAN_MENSAL: null, AVAN_SEMESTRE: null, consult: null };

const planOf = (code: PlanCode, purchase_links: PurchaseLinks = LINKS): CurrentPlan => ({
  plano_code: code,
  name: PLAN_NAMES[code],
  is_free: code === 'FREE',
  entitlements: entitlementsOf(code),
  purchase_links,
  until: null,
  checkout: false,
  since: null,
  subscription: null,
});

const renderPage = (plan: CurrentPlan) => {
  server.use(rpcHandler('get_plano_atual', () => plan));
  return renderRoutes([{ path: '/aluno/planos', element: <PlansPage /> }], '/aluno/planos');
};

/** The cards by plan name, in page order. */
async function cards() {
  const list = await screen.findAllByTestId('plan-card');
  return list.map((card) => ({
    card: within(card),
    name: within(card).getByRole('heading', { level: 2 }).textContent,
    current: card.dataset.current === 'true',
  }));
}

const cardNamed = async (name: string) => {
  const found = (await cards()).find((c) => c.name === name);
  if (!found) throw new Error(`no card ${name}`);
  return found.card;
};

describe('Plans page (/aluno/planos)', () => {
  it('shows the four plans of §9 with their prices, and says the simulator is free on every plan', async () => {
    renderPage(planOf('FREE'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos' })).toBeTruthy();
    expect((await cards()).map((c) => c.name)).toEqual([
      'Simulado avulso',
      'Avançado Mensal',
      'Avançado Semestral',
      'Gratuito',
    ]);
    const prices: [string, string, string][] = [
      ['Simulado avulso', 'R$ 31,90', 'pagamento único'],
      ['Avançado Mensal', 'R$ 49,90', '/mês'],
      ['Avançado Semestral', 'R$ 249,90', '≈ R$ 41,65/mês'],
      ['Gratuito', 'R$ 0', 'para sempre'],
    ];
    for (const [name, price, billing] of prices) {
      const card = await cardNamed(name);
      expect(card.getByText(price)).toBeTruthy();
      expect(card.getByText(billing)).toBeTruthy();
      // Every plan keeps the simulator free and unlimited (DECISIONS 'Integrations').
      expect(card.getByText('Simulador do TAF gratuito e ilimitado')).toBeTruthy();
    }
    const free = await cardNamed('Gratuito');
    expect(free.getByText(/simulados ilimitados/)).toBeTruthy();
    // The spec's '1 teste isolado' read beside 'ilimitado' contradicted itself (issue 21 item 8).
    expect(free.queryByText(/teste isolado/)).toBeNull();
    expect(screen.getByText(/O simulador do TAF é gratuito e ilimitado em todos os planos/)).toBeTruthy();
  });

  it('lists what each plan unlocks, from its entitlements', async () => {
    renderPage(planOf('FREE'));
    const free = await cardNamed('Gratuito');
    expect(free.getByText('3 análises de técnica na barra por mês')).toBeTruthy();
    expect(free.getByText('Conteúdos premium liberados ao juntar moedas')).toBeTruthy();
    expect(free.getByText('Não incluído:', { exact: false })).toBeTruthy();

    const avulso = await cardNamed('Simulado avulso');
    expect(avulso.getByText('Os 3 conteúdos premium liberados, sem precisar de moedas')).toBeTruthy();
    expect(avulso.getByText('10 análises de técnica na barra por mês')).toBeTruthy();

    for (const name of ['Avançado Mensal', 'Avançado Semestral']) {
      const card = await cardNamed(name);
      expect(card.getByText('Análises de técnica na barra ilimitadas')).toBeTruthy();
      // Issue 14 shipped the plan: no '(em breve)' beside it any more.
      expect(card.getByText('Plano de treino até o dia do TAF')).toBeTruthy();
      expect(card.queryByText('Não incluído:', { exact: false })).toBeNull();
    }
  });

  it('highlights the current plan and offers no purchase for it', async () => {
    renderPage(planOf('AVAN_MENSAL'));
    const all = await cards();
    expect(all.filter((c) => c.current).map((c) => c.name)).toEqual(['Avançado Mensal']);
    const current = await cardNamed('Avançado Mensal');
    expect(current.getByText('Seu plano atual')).toBeTruthy();
    expect(current.queryByRole('link')).toBeNull();
    expect(screen.getAllByText('Seu plano atual')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Seu plano: Avançado Mensal' })).toBeTruthy();
    // Another paid plan can still be bought.
    const semestral = await cardNamed('Avançado Semestral');
    expect(semestral.getByRole('link', { name: /Assinar/ }).getAttribute('href')).toBe(LINKS.AVAN_SEMESTRE);
  });

  it('links each paid plan and the consultation to the configured addresses, in a new tab', async () => {
    renderPage(planOf('FREE'));
    expect((await cardNamed('Gratuito')).getByText('Seu plano atual')).toBeTruthy();
    const expected: [string, RegExp, string][] = [
      ['Simulado avulso', /^Comprar Simulado avulso/, LINKS.COMUM as string],
      ['Avançado Mensal', /^Assinar Avançado Mensal/, LINKS.AVAN_MENSAL as string],
      ['Avançado Semestral', /^Assinar Avançado Semestral/, LINKS.AVAN_SEMESTRE as string],
    ];
    for (const [name, label, href] of expected) {
      const link = (await cardNamed(name)).getByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const consult = within(screen.getByTestId('consult-card'));
    expect(consult.getByRole('heading', { name: 'Consultoria premium de nutrição e treino' })).toBeTruthy();
    expect(consult.getByRole('link', { name: /Falar com a equipe/ }).getAttribute('href')).toBe(
      LINKS.consult,
    );
  });

  it('a link the deployment has not configured is a disabled "Em breve" button', async () => {
    renderPage(planOf('FREE', { ...NO_LINKS, AVAN_MENSAL: LINKS.AVAN_MENSAL }));
    const avulso = await cardNamed('Simulado avulso');
    expect(avulso.queryByRole('link')).toBeNull();
    expect((avulso.getByRole('button', { name: /Em breve/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((await cardNamed('Avançado Mensal')).getByRole('link', { name: /Assinar/ })).toBeTruthy();
    const consult = within(screen.getByTestId('consult-card'));
    expect(consult.queryByRole('link')).toBeNull();
    expect((consult.getByRole('button', { name: /Em breve/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the plan cannot be loaded, and retries', async () => {
    server.use(rpcError('get_plano_atual', 500, { code: 'INTERNAL', message: 'Falha temporária.' }));
    renderRoutes([{ path: '/aluno/planos', element: <PlansPage /> }], '/aluno/planos');
    expect(await screen.findByText('Não foi possível carregar seu plano.')).toBeTruthy();
    server.use(rpcHandler('get_plano_atual', () => planOf('COMUM')));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await cardNamed('Simulado avulso')).getByText('Seu plano atual')).toBeTruthy();
  });
});
