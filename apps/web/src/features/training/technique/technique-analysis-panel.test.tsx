import { analyzeTechnique } from '@prontidao/domain/technique/analyze-technique';
import type { TrainingActivityDetail } from '@prontidao/domain/training/activity-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { noComments } from '@/testing/comments';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { ActivityDetailDialog } from '../activity-detail-dialog';
import { detail } from '../training-fixtures';
import { TechniqueAnalysisPanel } from './technique-analysis-panel';

const NOTES = 'Balancei o corpo nas ultimas e n estendi o braço todo';
const bar = (overrides: Partial<TrainingActivityDetail> = {}) =>
  detail({
    id: 'b1',
    activity_type: 'BARRA',
    value_primary: 8,
    value_secondary: null,
    duration_minutes: null,
    notes: NOTES,
    coins: 1,
    ...overrides,
  });

const answer = (remaining: number | null = 2): RpcOutput<'chat_biomechanics'> => ({
  analysis: analyzeTechnique({ observation: NOTES, repetitions: 8 }),
  remaining_this_month: remaining,
});

function renderPanel(activity: TrainingActivityDetail) {
  return renderRoutes(
    [
      { path: '/aluno/treinos', element: <TechniqueAnalysisPanel activity={activity} /> },
      { path: '/aluno/planos', element: <LocationProbe /> },
    ],
    '/aluno/treinos',
  );
}

const analyseButton = () => screen.getByRole('button', { name: 'Analisar técnica' });

describe('Analisar técnica', () => {
  it("sends the bar workout's notes and reps and shows the analysis, theme by theme", async () => {
    const sent: RpcInput<'chat_biomechanics'>[] = [];
    server.use(
      rpcHandler('chat_biomechanics', (input) => {
        sent.push(input);
        return answer(2);
      }),
    );
    renderPanel(bar());
    await userEvent.click(analyseButton());
    const result = await screen.findByRole('region', { name: 'Análise de técnica' });
    expect(sent).toEqual([{ observation: NOTES, repetitions: 8, activity_id: 'b1' }]);
    expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 3 }));
    expect(within(result).getByText(/^Treino de 8 repetições\. 3 pontos para corrigir/)).toBeTruthy();
    const points = within(result).getByRole('list', { name: 'Pontos da análise' });
    expect(
      within(points)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Amplitude: queixo acima da barra e braços estendidos',
      'Balanço e impulso (kipping)',
      'Padrão de fadiga',
    ]);
    expect(within(points).getByText('Você relatou balanço do corpo.')).toBeTruthy();
    expect(within(points).getAllByText('Corrigir')).toHaveLength(3);
    expect(within(result).getByRole('heading', { name: 'Próximas sessões: Volume e cadência' })).toBeTruthy();
    expect(within(result).getByText('Restam 2 análises neste mês.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analisar novamente' })).toBeTruthy();
  });

  it('says when the plan has unlimited analyses', async () => {
    server.use(rpcHandler('chat_biomechanics', () => answer(null)));
    renderPanel(bar());
    await userEvent.click(analyseButton());
    expect(await screen.findByText('Seu plano tem análises ilimitadas.')).toBeTruthy();
  });

  it("shows 'Observações Necessárias' and calls nothing when the notes are empty", async () => {
    let calls = 0;
    server.use(
      rpcHandler('chat_biomechanics', () => {
        calls++;
        return answer();
      }),
    );
    renderPanel(bar({ notes: '   ' }));
    await userEvent.click(analyseButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Observações Necessárias')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it("shows 'Erro na Análise' / 'Não foi possível gerar a análise' when the server fails", async () => {
    server.use(
      rpcError('chat_biomechanics', 502, {
        code: 'ANALYSIS_FAILED',
        message: 'Não foi possível gerar a análise.',
      }),
    );
    renderPanel(bar());
    await userEvent.click(analyseButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro na Análise')).toBeTruthy();
    expect(within(alert).getByText('Não foi possível gerar a análise')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Análise de técnica' })).toBeNull();
  });

  it('adds the reason when the server gives one (too many attempts)', async () => {
    server.use(
      rpcError('chat_biomechanics', 429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
      }),
    );
    renderPanel(bar());
    await userEvent.click(analyseButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível gerar a análise')).toBeTruthy();
    expect(
      within(alert).getByText('Muitas tentativas. Aguarde alguns segundos e tente novamente.'),
    ).toBeTruthy();
  });

  it("shows 'Análise não foi retornada' when the answer has no analysis", async () => {
    server.use(
      rpcHandler(
        'chat_biomechanics',
        () => ({ remaining_this_month: 1 }) as unknown as RpcOutput<'chat_biomechanics'>,
      ),
    );
    renderPanel(bar());
    await userEvent.click(analyseButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro na Análise')).toBeTruthy();
    expect(within(alert).getByText('Análise não foi retornada')).toBeTruthy();
  });

  it("shows 'Análise não foi retornada' when the server says so", async () => {
    server.use(
      rpcError('chat_biomechanics', 502, { code: 'ANALYSIS_EMPTY', message: 'Análise não foi retornada.' }),
    );
    renderPanel(bar());
    await userEvent.click(analyseButton());
    expect(await screen.findByText('Análise não foi retornada')).toBeTruthy();
  });

  it("shows the plan's limit with a link to the plans", async () => {
    const message =
      'Você já usou 3 análises de técnica do seu plano neste mês. Os planos Avançados têm análises ilimitadas.';
    server.use(rpcError('chat_biomechanics', 403, { code: 'PLAN_LIMIT', message }));
    renderPanel(bar());
    await userEvent.click(analyseButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Limite de análises do mês')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('link', { name: 'Conhecer os planos Avançados' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/aluno/planos');
  });

  it('is not offered on a run or a swim', () => {
    renderPanel(detail({ activity_type: 'RUN', notes: 'balancei' }));
    expect(screen.queryByRole('button', { name: 'Analisar técnica' })).toBeNull();
  });
});

describe("the bar workout's detail dialog", () => {
  it("offers 'Analisar técnica' below the notes", async () => {
    server.use(
      ...noComments(),
      rpcHandler('get_auth_context', () => authContext({ profile_complete: true, has_profile_data: true })),
      rpcHandler('get_training_activity', () => bar()),
      rpcHandler('chat_biomechanics', () => answer(0)),
    );
    renderRoutes(
      [{ path: '/aluno/treinos', element: <ActivityDetailDialog activityId="b1" onClose={() => {}} /> }],
      '/aluno/treinos',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Analisar técnica' }));
    expect(await within(dialog).findByText('Esta foi a última análise do seu plano neste mês.')).toBeTruthy();
  });
});
