import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Issue 24, end to end: a trainer (desktop) creates a turma and its link; two new candidates (phones)
// open the link, see what the trainer will see, and approve; one logs a workout; the trainer's board
// shows it ('1/4' this week) and the other one's alert; at 360 px the board is cards, with no
// sideways scroll. The board's CSV is the visible rows. Then the comments: the trainer comments on
// the run from the student's trainings, the student reads it on his phone and answers, and the
// trainer's note to the turma reaches the student's profile; the student writes about his week from
// his plan, and the trainer reads it on the student's plan page. Last, the class plan and a
// challenge: the trainer sets 4 sessions a week with an emphasis (the board says 'plano da turma')
// and creates 'Mais treinos do mês'; Bruno (360 px) finds himself in its standings on his profile.

const DAY_MS = 86_400_000;
const SHOTS = '/tmp/turmas-shots';
const COMMENT_SHOTS = '/tmp/comments-shots';
const PLAN_SHOTS = '/tmp/plan-shots';

/** A São Paulo calendar date `days` from today. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
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

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A confirmed candidate with a complete profile, signed in, on a phone of their own. */
async function candidateOnPhone(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  nickname: string,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const email = uniqueEmail('aluno.turma');
  await createConfirmedAccount(page.request, email, name);
  await signIn(page.request, email);
  await call(page.request, 'update_perfil_completo', {
    p_nome: name,
    p_nickname: nickname,
    p_sexo: 'M',
    p_peso_kg: 75,
    p_altura_cm: 178,
    p_taf_dt: inDays(90),
    p_cargo_code: 'SOLDADO',
  });
  return { context, page };
}

test('a trainer’s turma: a link two candidates approve, a workout on the board, cards at 360 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(270_000);
  const tag = Date.now() % 100_000;
  const trainerName = `Carla Treinadora ${tag}`;
  const turmaName = `Turma PMESP ${tag}`;

  // The trainer (this test's page, so axe checks each screen), onboarded through the API.
  await page.setViewportSize({ width: 1280, height: 900 });
  const trainerEmail = uniqueEmail('treinadora.turma');
  await createConfirmedAccount(page.request, trainerEmail, trainerName);
  await signIn(page.request, trainerEmail);
  await call(page.request, 'set_user_role', { new_role: 'treinador' });
  await call(page.request, 'complete_trainer_onboarding', {
    p_full_name: trainerName,
    p_birth_date: '1988-04-02',
    p_cref_number: '012345-G/DF',
    p_cref_region: 'DF',
  });

  // From the dashboard to the turmas; a new turma with its exam and TAF date.
  await page.goto('/treinador/dashboard');
  await page.getByRole('link', { name: 'Turmas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/treinador\/turmas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar turma' }).click();
  const form = page.getByRole('form', { name: 'Nova turma' });
  await form.getByLabel('Nome da turma').fill(turmaName);
  await form.getByRole('combobox', { name: 'Concurso' }).fill('pm sp');
  await form
    .getByRole('option', { name: /PMESP — Soldado/ })
    .first()
    .click();
  await form.getByLabel('Data do TAF').fill(inDays(60));
  await form.getByRole('button', { name: 'Criar turma' }).click();
  const card = page.getByTestId('turma-card').filter({ hasText: turmaName });
  await expect(card).toContainText('PMESP — Soldado');
  await expect(card).toContainText('(faltam 60 dias)');
  await expect(card).toContainText('0 alunos');
  await page.screenshot({ path: `${SHOTS}/turmas-1280.png`, fullPage: true });
  await card.getByRole('link', { name: `Abrir quadro da turma ${turmaName}` }).click();
  await expect(page).toHaveURL(/\/treinador\/turmas\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: turmaName })).toBeVisible();
  await expect(page.getByTestId('board-empty')).toBeVisible();

  // The link: 50 people and 30 days unless changed; the whole link only now.
  const linkCard = page.getByRole('region', { name: 'Link da turma' });
  await expect(linkCard.getByLabel('Limite de pessoas')).toHaveValue('50');
  await expect(linkCard.getByLabel('Vale por (dias)')).toHaveValue('30');
  await linkCard.getByRole('button', { name: 'Criar link' }).click();
  const link = new URL(await linkCard.getByRole('textbox', { name: 'Link da turma' }).inputValue());
  expect(link.pathname).toBe('/turma/entrar');
  await expect(linkCard.getByText('O link completo aparece só agora: copie e envie à turma.')).toBeVisible();
  await expect(linkCard.getByRole('list', { name: 'Links abertos' })).toContainText('Usos: 0/50');

  // Two candidates open the link on their phones and approve.
  const bruno = await candidateOnPhone(browser, baseURL, `Bruno Lima ${tag}`, `Bruno${tag}`);
  const dani = await candidateOnPhone(browser, baseURL, `Dani Reis ${tag}`, `Dani${tag}`);
  for (const { page: phone } of [bruno, dani]) {
    await phone.goto(link.pathname + link.search);
    await expect(
      phone.getByRole('heading', { level: 1, name: `Entrar na turma ${turmaName}` }),
    ).toBeVisible();
    await expect(phone.getByTestId('turma-preview')).toContainText(trainerName);
    await expect(phone.getByRole('region', { name: 'O que o treinador verá' })).toContainText(
      'Seus simulados do TAF e as notas de cada prova',
    );
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(360);
    if (phone === bruno.page) await phone.screenshot({ path: `${SHOTS}/join-360.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Aprovar e entrar' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Você entrou na turma' })).toBeVisible();
  }
  // The same link again: already in.
  await dani.page.goto(link.pathname + link.search);
  await expect(dani.page.getByText('Você já faz parte desta turma.')).toBeVisible();
  // The candidate's profile lists the turma.
  await dani.page.goto('/aluno/perfil');
  await expect(dani.page.getByRole('region', { name: 'Minhas turmas' })).toContainText(turmaName);
  expect(await scrollWidth(dani.page)).toBeLessThanOrEqual(360);

  // Bruno: a simulation, a plan of 4 sessions a week, and a run today.
  await call(bruno.page.request, 'save_user_test', {
    barra_reps_param: 4,
    corrida_tempo_seg_param: 720,
    natacao_tempo_seg_param: 110,
  });
  await call(bruno.page.request, 'set_training_plan_settings', { sessions_per_week: 4, goal: 'apto' });
  await call(bruno.page.request, 'insert_training_activity', {
    p_activity_type: 'RUN',
    p_value_primary: 2400,
    p_value_secondary: 720,
  });

  // The trainer's board: Bruno did 1 of 4 this week; Dani has not trained at all.
  await page.reload();
  const table = page.getByRole('table');
  const brunoRow = table.getByRole('row').filter({ hasText: `Bruno${tag}` });
  const daniRow = table.getByRole('row').filter({ hasText: `Dani${tag}` });
  await expect(brunoRow.getByRole('cell').first()).toHaveText('1/4');
  await expect(brunoRow).toContainText('hoje');
  await expect(brunoRow).toContainText(/Apto|Inapto/);
  // His chance of passing, as his own dashboard gives it: one simulation 90 days out is too little.
  await expect(brunoRow.getByRole('cell').nth(2)).toHaveText('poucos dados');
  await expect(daniRow.getByRole('cell').nth(2)).toHaveText('—');
  await expect(daniRow.getByRole('cell').first()).toHaveText('0/—');
  await expect(daniRow).toContainText('sem treinos registrados');
  await expect(page.getByTestId('turma-facts')).toContainText('2 alunos');
  await expect(linkCard.getByRole('list', { name: 'Links abertos' })).toContainText('Usos: 2/50');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: `${SHOTS}/board-1280.png`, fullPage: true });

  // Sorted by days without training, Dani (never) comes first; the CSV has the visible rows in that order.
  const idle = page.getByRole('columnheader', { name: /^Dias sem treinar/ });
  await idle.getByRole('button').click();
  await expect(idle).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(`Dani${tag}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`turma-turma-pmesp-${tag}-${inDays(0)}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^Dani${tag};Dani Reis ${tag};0;;`));
  expect(lines[2]).toMatch(new RegExp(`^Bruno${tag};Bruno Lima ${tag};1;4;`));

  // At 360 px: a card per student, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Quadro da turma' });
  await expect(cards.getByTestId('board-row')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.getByTestId('board-row').filter({ hasText: `Bruno${tag}` })).toContainText(
    'Treinos da semana1/4',
  );
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/board-360.png`, fullPage: true });

  // Comments (issue 24). The trainer (1280 px) opens Bruno's trainings from the board and comments
  // on today's run.
  const turmaUrl = page.url();
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const trainerSays = 'Boa! Na próxima, segure 2 s no alto.';
  const brunoAnswers = 'Combinado! Vou segurar no alto.';
  await page.setViewportSize({ width: 1280, height: 900 });
  await table.getByRole('link', { name: `Bruno${tag}` }).click();
  await expect(page).toHaveURL(/\/aluno\/[^/]+\/treinos$/);
  const trainingsUrl = page.url();
  const session = page.getByRole('list', { name: 'Treinos do aluno' }).getByRole('listitem').first();
  await expect(session).toContainText('Corrida');
  // 'Comentários', then 'Comentar' once the thread is read and empty, then 'Comentários (1)'.
  const toggle = session.getByRole('button', { name: new RegExp(`^Coment.* do treino de ${today}$`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(session.getByText('Sem comentários.')).toBeVisible();
  await session.getByRole('textbox', { name: 'Seu comentário' }).fill(trainerSays);
  await session.getByRole('button', { name: 'Enviar' }).click();
  const trainerThread = session.getByRole('list', { name: `Comentários do treino de ${today}` });
  await expect(trainerThread.getByRole('listitem')).toHaveCount(1);
  await expect(trainerThread).toContainText(`${trainerName} (você)`);
  await expect(trainerThread).toContainText(trainerSays);
  await expect(session.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: `${COMMENT_SHOTS}/trainer-session-1280.png`, fullPage: true });

  // Bruno, on his phone, opens the run: the trainer's comment, and he answers.
  await bruno.page.goto('/aluno/treinos');
  await bruno.page.getByRole('tab', { name: 'Histórico' }).click();
  await bruno.page
    .getByRole('list', { name: 'Histórico de treinos' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .click();
  const detail = bruno.page.getByRole('dialog', { name: `Corrida · ${today}` });
  const fromTrainer = detail.getByRole('region', { name: 'Comentários do treinador' });
  const studentThread = fromTrainer.getByRole('list', { name: `Comentários do treino de ${today}` });
  await expect(studentThread).toContainText(trainerName);
  await expect(studentThread).toContainText('Treinador');
  await expect(studentThread).toContainText(trainerSays);
  await fromTrainer.getByRole('textbox', { name: 'Seu comentário' }).fill(brunoAnswers);
  await fromTrainer.getByRole('button', { name: 'Enviar' }).click();
  await expect(studentThread.getByRole('listitem')).toHaveCount(2);
  await expect(studentThread.getByRole('listitem').nth(1)).toContainText(`Bruno Lima ${tag} (você)`);
  await expect(studentThread.getByRole('listitem').nth(1)).toContainText('Aluno');
  await expect(studentThread.getByRole('listitem').nth(1)).toContainText(brunoAnswers);
  expect(await scrollWidth(bruno.page)).toBeLessThanOrEqual(360);
  await fromTrainer.scrollIntoViewIfNeeded();
  await bruno.page.screenshot({ path: `${COMMENT_SHOTS}/student-session-360.png` });

  // The trainer reads the answer under the session.
  await page.goto(trainingsUrl);
  await toggle.click();
  await expect(trainerThread.getByRole('listitem')).toHaveCount(2);
  await expect(trainerThread.getByRole('listitem').nth(1)).toContainText(brunoAnswers);
  await expect(trainerThread.getByRole('listitem').nth(1)).toContainText('Aluno');

  // A note to the whole turma, which Bruno reads on his profile.
  const note = 'Treino coletivo sábado 7h, pista do CETEB';
  await page.goto(turmaUrl);
  const notesCard = page.getByRole('region', { name: 'Recados para a turma' });
  await expect(notesCard.getByText('Nenhum recado ainda.')).toBeVisible();
  await notesCard.getByRole('textbox', { name: 'Seu recado' }).fill(note);
  await notesCard.getByRole('button', { name: 'Enviar' }).click();
  await expect(notesCard.getByRole('list', { name: 'Recados da turma' })).toContainText(note);
  await notesCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${COMMENT_SHOTS}/turma-notes-1280.png`, fullPage: true });

  await bruno.page.goto('/aluno/perfil');
  const myTurmas = bruno.page.getByRole('region', { name: 'Minhas turmas' });
  await expect(myTurmas).toContainText('Recados do treinador');
  const notes = myTurmas.getByRole('list', { name: `Recados da turma ${turmaName}` });
  await expect(notes).toContainText(note);
  await expect(notes).toContainText(trainerName);
  expect(await scrollWidth(bruno.page)).toBeLessThanOrEqual(360);
  await myTurmas.scrollIntoViewIfNeeded();
  await bruno.page.screenshot({ path: `${COMMENT_SHOTS}/profile-notes-360.png` });

  // The week: Bruno writes to the trainer from his plan; the trainer reads it on Bruno's plan page.
  const weekNote = 'Semana puxada no trabalho: posso trocar o treino de quinta?';
  await bruno.page.goto('/aluno/plano');
  const myWeek = bruno.page.getByRole('region', { name: 'Comentários da semana' });
  await expect(myWeek.getByText('Sem comentários.')).toBeVisible();
  await myWeek.getByRole('textbox', { name: 'Seu comentário' }).fill(weekNote);
  await myWeek.getByRole('textbox', { name: 'Seu comentário' }).press('Enter');
  await expect(myWeek.getByRole('list', { name: 'Comentários da semana' })).toContainText(weekNote);
  expect(await scrollWidth(bruno.page)).toBeLessThanOrEqual(360);
  await myWeek.scrollIntoViewIfNeeded();
  await bruno.page.screenshot({ path: `${COMMENT_SHOTS}/student-week-360.png` });

  await page.goto(trainingsUrl.replace(/\/treinos$/, '/plano'));
  const studentWeek = page.getByRole('region', { name: 'Comentários da semana' });
  await expect(studentWeek.getByRole('list', { name: 'Comentários da semana' })).toContainText(weekNote);
  await expect(studentWeek.getByRole('list', { name: 'Comentários da semana' })).toContainText('Aluno');
  await expect(studentWeek.getByRole('textbox', { name: 'Seu comentário' })).toBeVisible();
  await studentWeek.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${COMMENT_SHOTS}/trainer-week-1280.png` });

  // The class plan: 4 sessions a week with an emphasis, written into each sharing student's plan.
  await page.goto(turmaUrl);
  const planCard = page.getByRole('region', { name: 'Plano da turma' });
  await expect(planCard).toContainText(
    'Vale para o plano de cada aluno que compartilha os dados: com as marcas e ritmos de cada um.',
  );
  await planCard.getByLabel('Treinos por semana').selectOption('4');
  await planCard.getByRole('group', { name: 'Ênfase' }).getByRole('checkbox', { name: 'Barra fixa' }).check();
  await planCard.getByRole('button', { name: 'Salvar plano da turma' }).click();
  await expect(page.getByText('Plano da turma salvo')).toBeVisible();
  await expect(planCard.getByTestId('turma-plan-status')).toHaveText(
    'Plano em vigor: 4 treinos por semana, com ênfase em 1 prova.',
  );
  await expect(brunoRow.getByRole('cell').first()).toHaveText('1/4plano da turma');
  await expect(daniRow.getByRole('cell').first()).toHaveText('0/4plano da turma');

  // A challenge of the month, by sessions done: Bruno's run puts him first.
  const challengesCard = page.getByRole('region', { name: 'Desafios' });
  await expect(challengesCard).toContainText(
    'Só treinos e moedas do Prontidão contam; detalhes de treinos do Strava nunca aparecem.',
  );
  await challengesCard.getByLabel(/^Nome/).fill('Mais treinos do mês');
  await challengesCard.getByRole('radio', { name: 'Treinos feitos' }).check();
  await challengesCard.getByRole('button', { name: 'Criar desafio' }).click();
  await expect(page.getByText('Desafio criado')).toBeVisible();
  const trainerStandings = challengesCard.getByRole('list', { name: 'Classificação: Mais treinos do mês' });
  await expect(challengesCard.getByRole('list', { name: 'Desafios da turma' })).toContainText('Em andamento');
  await expect(trainerStandings.getByRole('listitem')).toHaveCount(2);
  await expect(trainerStandings.getByRole('listitem').first()).toHaveText(`1ºBruno${tag}1 treino`);
  await expect(trainerStandings.getByRole('listitem').nth(1)).toHaveText(`2ºDani${tag}0 treinos`);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  await planCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${PLAN_SHOTS}/turma-plan-1280.png`, fullPage: true });

  // Bruno, on his phone: the challenge on his profile, his own row marked 'Você'.
  await bruno.page.goto('/aluno/perfil');
  const myChallenges = bruno.page.getByRole('list', { name: `Desafios da turma ${turmaName}` });
  await expect(myChallenges).toContainText('Mais treinos do mês');
  await expect(myChallenges).toContainText('Em andamento');
  const mine = myChallenges
    .getByRole('list', { name: 'Classificação: Mais treinos do mês' })
    .getByRole('listitem')
    .filter({ hasText: 'Você' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveText(`1ºBruno${tag}Você1 treino`);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  expect(await scrollWidth(bruno.page)).toBeLessThanOrEqual(360);
  await myChallenges.scrollIntoViewIfNeeded();
  await bruno.page.screenshot({ path: `${PLAN_SHOTS}/profile-challenge-360.png` });
  // The board at 360 px: the note under the week, nothing sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(cards.getByTestId('board-row').filter({ hasText: `Bruno${tag}` })).toContainText(
    'Treinos da semana1/4plano da turma',
  );
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('region', { name: 'Desafios' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${PLAN_SHOTS}/turma-challenges-360.png` });

  await bruno.context.close();
  await dani.context.close();
});
