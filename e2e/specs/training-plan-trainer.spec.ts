import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Issue 14, a linked trainer adjusts a week of the student's plan (decision 036, 'Trainer
// adjustments'): the trainer opens the student's 'Plano' tab and adjusts this week (volume, one
// session out, a note); the student, at 360 px, sees 'Ajustada por <nome>' with the note and the
// session gone, on the plan page and on the dashboard; the trainer undoes it and the week is back.

const DAY_MS = 86_400_000;
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** A São Paulo calendar date `days` from today. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'seg, 12/01', as the plan writes a session's day. */
function weekdayOf(date: string): string {
  const [, month, day] = date.split('-');
  return `${WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]}, ${day}/${month}`;
}

interface Session {
  date: string;
  kind: string;
  title: string;
}

async function call(request: APIRequestContext, name: string, data: Record<string, unknown> = {}) {
  const response = await request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

const thisWeekOf = async (request: APIRequestContext) =>
  ((await call(request, 'get_training_plan')) as { this_week: { sessions: Session[] } }).this_week.sessions;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a trainer adjusts this week of a student’s plan; the student sees who and what; the trainer undoes it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now() % 100_000;
  const studentName = `Bruno Aluno ${tag}`;
  const trainerName = `Carla Treinadora ${tag}`;
  const note = 'Semana de provas na faculdade: volume menor.';

  // The student: profile, a simulation and the plan's settings, through the API.
  await page.setViewportSize({ width: 360, height: 780 });
  const studentEmail = uniqueEmail('aluno.plano');
  await createConfirmedAccount(page.request, studentEmail, studentName);
  await signIn(page.request, studentEmail);
  await call(page.request, 'update_perfil_completo', {
    p_nome: studentName,
    p_nickname: `Bruno${tag}`,
    p_sexo: 'M',
    p_peso_kg: 74,
    p_altura_cm: 176,
    p_taf_dt: inDays(91),
    p_cargo_code: 'SOLDADO',
    p_consent_ranking: false,
  });
  await call(page.request, 'save_user_test', {
    barra_reps_param: 4,
    corrida_tempo_seg_param: 720,
    natacao_tempo_seg_param: 110,
  });
  await call(page.request, 'set_training_plan_settings', { sessions_per_week: 4, goal: 'apto' });
  const planned = await thisWeekOf(page.request);
  expect(planned.length).toBe(4);
  const [out] = planned;
  if (!out) throw new Error('this week has no session');

  // The trainer, in a desktop window of their own, onboarded and linked through an invite.
  const trainerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const trainer = await trainerContext.newPage();
  const trainerEmail = uniqueEmail('treinadora.plano');
  await createConfirmedAccount(trainer.request, trainerEmail, trainerName);
  await signIn(trainer.request, trainerEmail);
  await call(trainer.request, 'set_user_role', { new_role: 'treinador' });
  await call(trainer.request, 'complete_trainer_onboarding', {
    p_full_name: trainerName,
    p_birth_date: '1988-04-02',
    p_cref_number: '012345-G/DF',
    p_cref_region: 'DF',
  });
  const invite = (await call(trainer.request, 'create_trainer_invite')) as { url: string };
  const token = new URL(invite.url).searchParams.get('token') ?? '';
  expect(
    ((await call(page.request, 'accept_trainer_invite', { p_token: token })) as { status: string }).status,
  ).toBe('approved');

  // The trainer opens the student's plan from the dashboard's card and adjusts this week.
  await trainer.goto('/treinador/dashboard');
  await trainer.getByRole('link', { name: `Plano de ${studentName}` }).click();
  await expect(trainer).toHaveURL(/\/aluno\/[^/]+\/plano$/);
  await expect(trainer.getByRole('link', { name: 'Plano', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(trainer.getByRole('heading', { name: 'Plano de treino', level: 1 })).toBeVisible();
  await trainer.getByRole('button', { name: 'Ajustar a semana 1' }).click();
  const dialog = trainer.getByRole('dialog', { name: 'Ajustar a semana 1' });
  await dialog.getByLabel('Volume da semana').selectOption('70');
  await dialog.getByRole('checkbox', { name: `${weekdayOf(out.date)} — ${out.title}` }).check();
  await dialog.getByLabel('Observação para o aluno').fill(note);
  await dialog.getByRole('button', { name: 'Salvar ajuste' }).click();
  await expect(dialog).toBeHidden();
  const trainerWeek = trainer.getByTestId('plan-week-1').getByTestId('plan-adjustment');
  await expect(trainerWeek).toContainText(`Ajustada por ${trainerName}`);
  await trainer.screenshot({ path: testInfo.outputPath('treinador-ajuste-1280.png'), fullPage: true });

  // The student, at 360 px: who adjusted, the volume, the session taken out, the note.
  const adjusted = await thisWeekOf(page.request);
  expect(adjusted).toHaveLength(planned.length - 1);
  expect(adjusted.some((s) => s.date === out.date && s.kind === out.kind)).toBe(false);
  await page.goto('/aluno/plano');
  const thisWeek = page.getByRole('region', { name: 'Esta semana' });
  const notice = thisWeek.getByTestId('plan-adjustment');
  await expect(notice).toContainText(`Ajustada por ${trainerName} em`);
  await expect(notice).toContainText('Volume em 70% do planejado');
  await expect(notice).toContainText(`Retirado: ${weekdayOf(out.date)}, ${out.title}`);
  await expect(notice).toContainText(`Observação: ${note}`);
  await expect(thisWeek.getByTestId('plan-session')).toHaveCount(planned.length - 1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('aluno-ajuste-360.png'), fullPage: true });

  // The dashboard's 'Esta semana' says so too.
  await page.goto('/aluno/dashboard');
  const card = page.getByTestId('plan-adjustment');
  await expect(card).toContainText(`Ajustada por ${trainerName} em`);
  await expect(card).toContainText(note);
  await expect(page.getByTestId('week-session')).toHaveCount(planned.length - 1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('aluno-dashboard-ajuste-360.png'), fullPage: true });

  // The trainer undoes it: the student's week is as planned again.
  await trainer.getByRole('button', { name: 'Mudar ajuste da semana 1' }).click();
  await trainer
    .getByRole('dialog', { name: 'Ajustar a semana 1' })
    .getByRole('button', { name: 'Desfazer ajuste' })
    .click();
  await expect(trainer.getByTestId('plan-adjustment')).toHaveCount(0);
  await expect(trainer.getByRole('button', { name: 'Ajustar a semana 1' })).toBeVisible();

  await page.goto('/aluno/plano');
  await expect(page.getByRole('region', { name: 'Esta semana' }).getByTestId('plan-session')).toHaveCount(
    planned.length,
  );
  await expect(page.getByText(/Ajustada por/)).toHaveCount(0);
  expect(await thisWeekOf(page.request)).toHaveLength(planned.length);
  await trainerContext.close();
});
