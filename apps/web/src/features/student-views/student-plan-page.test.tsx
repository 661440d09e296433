import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentWeekStart } from '@/components/comment-thread/current-week';
import type { PlanView } from '@/components/training-plan/plan-view';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { noComments } from '@/testing/comments';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import StudentPlanPage from './student-plan-page';
import { adjustedWeek2, planWeek, studentPlan } from './testing/plan-fixtures';
import { renderStudentPage } from './testing/render-student-page';
import { STUDENT_ID, studentSummary } from './testing/student-fixtures';

const renderPage = () =>
  renderStudentPage(StudentPlanPage, ['/aluno/:studentId/plano'], `/aluno/${STUDENT_ID}/plano`);

type Answer = RpcOutput<'get_training_plan'>;
const asAnswer = (plan: PlanView) => plan as unknown as Answer;

function serve(plan: PlanView, answers: { set?: PlanView; clear?: PlanView } = {}) {
  const calls = { get: [] as unknown[], set: [] as unknown[], clear: [] as unknown[] };
  server.use(
    rpcHandler('get_student_summary', () => studentSummary()),
    rpcHandler('get_training_plan', (input) => {
      calls.get.push(input);
      return asAnswer(plan);
    }),
    rpcHandler('set_training_plan_week_adjustment', (input) => {
      calls.set.push(input);
      return asAnswer(answers.set ?? plan);
    }),
    rpcHandler('clear_training_plan_week_adjustment', (input) => {
      calls.clear.push(input);
      return asAnswer(answers.clear ?? plan);
    }),
  );
  return calls;
}

const weekItem = (index: number) => screen.getByTestId(`plan-week-${index}`);

// The pages show comment threads (issue 24): empty here.
beforeEach(() => {
  server.use(...noComments());
});

describe('Student plan (trainer)', () => {
  it("shows the student's plan under the 'Plano' tab, with 'Ajustar' on each open week", async () => {
    const calls = serve(studentPlan());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano de treino' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Esta semana' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Dados do aluno' });
    expect(within(tabs).getByRole('link', { name: 'Plano' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/reta final/)).toBeTruthy();
    for (const index of [1, 2, 3])
      expect(within(weekItem(index)).getByRole('button', { name: `Ajustar a semana ${index}` })).toBeTruthy();
    expect(calls.get).toEqual([{ user_id: STUDENT_ID }]);
  });

  it('adjusts a week: volume, a session taken out, a note; the week then says who changed what', async () => {
    const adjusted = studentPlan({
      weeks: [planWeek(1), adjustedWeek2(), planWeek(3)],
    });
    const calls = serve(studentPlan(), { set: adjusted });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar a semana 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar a semana 2' });
    expect(within(dialog).getByText(/09\/03 a 15\/03/)).toBeTruthy();
    const volume = within(dialog).getByLabelText('Volume da semana') as HTMLSelectElement;
    expect(volume.value).toBe('100');
    await userEvent.selectOptions(volume, '70');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ter, 10/03 — Rodagem leve (Z2)' }));
    await userEvent.type(
      within(dialog).getByLabelText('Observação para o aluno'),
      'Semana de provas: menos volume.',
    );
    expect(within(dialog).getByText('Opcional. 31/500 caracteres.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.set).toEqual([
      {
        user_id: STUDENT_ID,
        week_end: '2026-03-15',
        volume_percent: 70,
        removed: [{ date: '2026-03-10', kind: 'rodagem_z2' }],
        note: 'Semana de provas: menos volume.',
      },
    ]);
    const notice = within(weekItem(2)).getByTestId('plan-adjustment');
    expect(notice.textContent).toContain('Ajustada por Tiago Treinador em 04/03/2026');
    expect(notice.textContent).toContain('Volume em 70% do planejado');
    expect(notice.textContent).toContain('Retirado: ter, 10/03, Rodagem leve (Z2)');
    // Focus goes back to the week's control, which now reads 'Mudar ajuste'.
    const control = within(weekItem(2)).getByRole('button', { name: 'Mudar ajuste da semana 2' });
    await waitFor(() => expect(document.activeElement).toBe(control));
  });

  it('refuses an adjustment that changes nothing, and shows the server’s refusal in the dialog', async () => {
    const calls = serve(studentPlan());
    server.use(
      rpcError('set_training_plan_week_adjustment', 422, {
        code: 'WEEK_NOT_IN_PLAN',
        message:
          'Esta semana não está no plano atual do aluno (a data do TAF pode ter mudado). Atualize a página.',
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar a semana 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nada a ajustar');

    // Invisible characters are refused before any call.
    const note = within(dialog).getByLabelText('Observação para o aluno');
    await userEvent.type(note, 'Leve\u202E');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));
    expect(await within(dialog).findByText(/caracteres invisíveis/)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(calls.set).toEqual([]);

    await userEvent.clear(note);
    await userEvent.type(note, 'Leve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Atualize a página');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("'Desfazer ajuste' takes a week back; the dialog opens with the adjustment as it is", async () => {
    const plan = studentPlan({
      weeks: [planWeek(1), adjustedWeek2(), planWeek(3)],
    });
    const calls = serve(plan, { clear: studentPlan() });
    renderPage();
    expect((await screen.findAllByTestId('plan-adjustment')).length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mudar ajuste da semana 2' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Volume da semana') as HTMLSelectElement).value).toBe('70');
    const removed = within(dialog).getByRole('checkbox', { name: 'ter, 10/03 — Rodagem leve (Z2)' });
    expect((removed as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Observação para o aluno') as HTMLTextAreaElement).value).toBe(
      'Semana de provas: menos volume.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desfazer ajuste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.clear).toEqual([{ user_id: STUDENT_ID, week_end: '2026-03-15' }]);
    expect(screen.queryByTestId('plan-adjustment')).toBeNull();
  });

  it('a student outside Avançado: locked weeks have no control, and the trainer is told why', async () => {
    serve(
      studentPlan({
        entitled: false,
        weeks: [planWeek(1), planWeek(2, { locked: true, sessions: [] })],
      }),
    );
    renderPage();
    expect(await screen.findByText(/não tem um plano Avançado/)).toBeTruthy();
    expect(within(weekItem(2)).queryByRole('button')).toBeNull();
    expect(within(weekItem(1)).getByRole('button', { name: 'Ajustar a semana 1' })).toBeTruthy();
  });

  it('no plan yet: says why, in the trainer’s words', async () => {
    serve({ ...studentPlan(), status: 'needs_simulation', weeks: [], this_week: null });
    renderPage();
    expect(await screen.findByText(/ainda não registrou um simulado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajustar/ })).toBeNull();
  });

  it('‘Comentários da semana’: the trainer writes to the student about this week (its Monday, São Paulo time)', async () => {
    serve(studentPlan());
    const posts: RpcInput<'post_week_comment'>[] = [];
    server.use(
      rpcHandler('post_week_comment', (input) => {
        posts.push(input);
        return [
          {
            id: 'w1',
            body: input.body,
            created_at: '2026-03-02T12:00:00.000Z',
            author_name: 'Tiago Treinador',
            author_role: 'treinador',
            mine: true,
          },
        ];
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Comentários da semana' });
    expect(await within(section).findByText('Sem comentários.')).toBeTruthy();
    await user.type(
      within(section).getByRole('textbox', { name: 'Seu comentário' }),
      'Semana puxada: descanse.',
    );
    await user.click(within(section).getByRole('button', { name: 'Enviar' }));
    const thread = await within(section).findByRole('list', { name: 'Comentários da semana' });
    expect(thread.textContent).toContain('Tiago Treinador (você)Treinador');
    expect(posts).toEqual([
      { week_start: currentWeekStart(), user_id: STUDENT_ID, body: 'Semana puxada: descanse.' },
    ]);
  });

  it('a student the trainer may not see is “Aluno não encontrado”', async () => {
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcError('get_training_plan', 404, { code: 'NOT_FOUND', message: 'Não encontrado.' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aluno não encontrado' })).toBeTruthy();
  });
});
