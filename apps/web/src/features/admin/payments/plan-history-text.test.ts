import { describe, expect, it } from 'vitest';
import type { PlanHistory } from '../api/payment-queries';
import { periodLabel } from './payment-facts';
import { adminChangeText, planDates, renewalText, subscriptionText } from './plan-history-text';

type Subscription = NonNullable<PlanHistory['subscription']>;

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'ativa',
  started_at: '2026-03-01T15:00:00.000Z',
  cancelled_at: null,
  ended_at: null,
  end_reason: null,
  renewal: null,
  ...overrides,
});

describe('the plan history in pt-BR', () => {
  it('says until when the plan lasts, and since when', () => {
    expect(planDates({ since: null, until: null })).toBe('Sem data de fim');
    expect(planDates({ since: '2026-03-01T15:00:00.000Z', until: '2026-04-01T15:00:00.000Z' })).toBe(
      'Desde 01/03/2026 · até 01/04/2026',
    );
    expect(planDates({ since: null, until: '2026-04-01T15:00:00.000Z' })).toBe('Até 01/04/2026');
  });

  it('says how the subscription stands', () => {
    expect(subscriptionText(subscription())).toBe('Assinatura ativa desde 01/03/2026');
    expect(
      subscriptionText(subscription({ status: 'cancelada', cancelled_at: '2026-03-15T12:00:00.000Z' })),
    ).toBe('Assinatura cancelada em 15/03/2026');
    const ended = (end_reason: Subscription['end_reason']) =>
      subscriptionText(
        subscription({ status: 'encerrada', end_reason, ended_at: '2026-04-01T15:00:00.000Z' }),
      );
    expect(ended('renovacao_nao_paga')).toBe('Assinatura encerrada: mensalidade não paga (01/04/2026)');
    expect(ended('semestral')).toBe('Assinatura encerrada: substituída pelo plano semestral (01/04/2026)');
    expect(ended('estorno')).toBe('Assinatura encerrada: estorno (01/04/2026)');
    expect(ended(null)).toBe('Assinatura encerrada (01/04/2026)');
  });

  it('names the renewal to pay', () => {
    expect(
      renewalText({
        payment_id: 'p-1',
        amount_cents: 4990,
        checkout_url: 'https://exemplo.com/pagar',
        due_at: '2026-04-01T15:00:00.000Z',
        status: 'pendente',
      }),
    ).toBe('Renovação de R$ 49,90, vence em 01/04/2026 (Aguardando pagamento)');
  });

  it('says who changed the plan, from which to which', () => {
    expect(adminChangeText({ from: 'FREE', to: 'AVAN_SEMESTRE', actor_email: 'admin@exemplo.com' })).toBe(
      'Plano alterado por admin@exemplo.com: Gratuito → Avançado Semestral',
    );
    expect(adminChangeText({ from: 'GOLD', to: null, actor_email: null })).toBe(
      'Plano alterado por um admin: GOLD → —',
    );
  });

  it('says what a payment paid for', () => {
    const base = { status: 'aprovado', period_start: null, period_end: null, ended_at: null } as const;
    expect(periodLabel(base)).toBe('—');
    expect(periodLabel({ ...base, period_start: '2026-03-01T15:00:00.000Z' })).toBe('01/03/2026 – sem fim');
    expect(
      periodLabel({
        ...base,
        status: 'estornado',
        period_start: '2026-03-01T15:00:00.000Z',
        ended_at: '2026-03-02T15:00:00.000Z',
      }),
    ).toBe('01/03/2026 – encerrado em 02/03/2026');
  });
});
