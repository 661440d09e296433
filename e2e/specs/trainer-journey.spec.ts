import type { Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

// Issue 11, end to end: a trainer signs up on the trainer portal and completes onboarding (desktop);
// a brand-new student opens the invite signed out, signs up, confirms and accepts it (360 px); the
// trainer sees the student's endurance metrics; the student sees the access log and revokes; the
// trainer's next request finds nothing.

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('trainer onboarding, an invite accepted by a new student, metrics, access log, revocation', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now() % 100_000;
  const trainerName = `Carlos Treinador ${tag}`;
  const studentEmail = uniqueEmail('aluna.convidada');

  // The trainer, in a desktop window of their own.
  const trainerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const trainer = await trainerContext.newPage();
  const trainerEmail = uniqueEmail('treinador.jornada');
  await trainer.goto('/auth/treinador');
  await trainer.getByRole('button', { name: 'Cadastrar como treinador' }).click();
  const signUp = trainer.getByRole('dialog', { name: 'Cadastro de treinador' });
  await signUp.getByLabel('Nome completo').fill(trainerName);
  await signUp.getByLabel('E-mail').fill(trainerEmail);
  await signUp.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Confirmar senha').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(trainer.getByText('Confirme seu e-mail')).toBeVisible();
  const trainerLink = new URL(linkIn(await latestMailTo(trainer.request, trainerEmail)));
  // The confirmation link signs the trainer in, straight on to the trainer's onboarding.
  await trainer.goto(trainerLink.pathname + trainerLink.search);
  await expect(trainer).toHaveURL(/\/treinador\/onboarding$/);

  // Onboarding: a CREF out of format is refused; a valid one is unverified offline, and may proceed.
  await expect(trainer.getByLabel('Nome completo')).toHaveValue(trainerName);
  await trainer.getByLabel('Data de nascimento').fill('1988-04-02');
  await trainer.getByLabel('Número do CREF').fill('12-G/DF');
  await trainer.getByRole('button', { name: 'Salvar cadastro' }).click();
  await expect(trainer.getByText('CREF inválido (ex.: 012345-G/DF)')).toBeVisible();
  await trainer.getByLabel('Número do CREF').fill('012345-G/DF');
  await trainer.getByLabel('Estado do CREF').selectOption('DF');
  await trainer.getByRole('button', { name: 'Verificar CREF' }).click();
  await expect(trainer.getByTestId('cref-result')).toContainText('CREF não encontrado ou situação irregular');
  await trainer.getByRole('button', { name: 'Salvar cadastro' }).click();
  await expect(trainer.getByText('Cadastro salvo! Abrindo o dashboard do treinador...')).toBeVisible();
  await expect(trainer).toHaveURL(/\/treinador\/dashboard$/, { timeout: 10_000 });
  await expect(trainer.getByText('Dashboard do Treinador').first()).toBeVisible();
  await expect(trainer.getByText('Pendente de verificação')).toBeVisible();

  await trainer.getByRole('button', { name: 'Gerar link de convite' }).click();
  const inviteUrl = new URL(await trainer.getByLabel('Link de convite').inputValue());
  expect(inviteUrl.pathname).toBe('/join');
  await expect(trainer.getByRole('list', { name: 'Convites pendentes' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await trainer.screenshot({ path: '../.tmp/screens/trainer-dashboard-1280.png', fullPage: true });

  // The student, on a phone, signed out, opens the link.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(inviteUrl.pathname + inviteUrl.search);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const studentSignUp = page.getByRole('dialog', { name: 'Criar conta' });
  await studentSignUp.getByLabel('Nome completo').fill('Dani Aluna');
  await studentSignUp.getByLabel('E-mail').fill(studentEmail);
  await studentSignUp.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await studentSignUp.getByLabel('Confirmar senha').fill(PASSWORD);
  await studentSignUp.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();
  const studentLink = new URL(linkIn(await latestMailTo(page.request, studentEmail)));
  // The confirmation link signs the student in and leads back to the invite.
  await page.goto(studentLink.pathname + studentLink.search);
  await expect(page).toHaveURL(/\/join\?token=/);
  await expect(page.getByRole('heading', { name: 'Convite Aceito' })).toBeVisible();
  await expect(
    page.getByText('Compartilhamento ativado com sucesso! Seu treinador poderá ver seus dados de treino.'),
  ).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/invite-accepted-360.png', fullPage: true });

  // The student completes the profile and runs a 2400 m test: 12:00.
  const post = async (name: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/rpc/${name}`, { data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await post('update_perfil_completo', {
    p_nome: 'Dani Aluna',
    p_nickname: `Dani${tag}`,
    p_sexo: 'F',
    p_peso_kg: 60,
    p_altura_cm: 165,
    p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    p_cargo_code: 'SOLDADO',
  });
  await post('insert_training_activity', {
    p_activity_type: 'RUN',
    p_value_primary: 2400,
    p_value_secondary: 720,
  });

  // The trainer sees the student and their metrics.
  await trainer.reload();
  const students = trainer.getByRole('list', { name: 'Alunos aprovados' });
  await expect(students).toContainText('Dani Aluna');
  await trainer.getByRole('link', { name: 'Métricas de Dani Aluna' }).click();
  await expect(trainer).toHaveURL(/\/aluno\/[^/]+\/metricas$/);
  const metricsUrl = trainer.url();
  await expect(trainer.getByRole('heading', { name: 'Métricas de Resistência' })).toBeVisible();
  // 2400 m in 12:00 (taf-2025.md's worked check): VAM 12.47 km/h, VO2max 43.5.
  await expect(trainer.getByText('12,5 km/h').first()).toBeVisible();
  await expect(trainer.getByText('43,5').first()).toBeVisible();
  await expect(trainer.getByRole('table')).toContainText('Z5');
  await trainer.screenshot({ path: '../.tmp/screens/student-metrics-1280.png', fullPage: true });

  // The student sees who looked, and revokes.
  await page.goto('/aluno/perfil');
  const card = page.getByRole('region', { name: 'Treinadores com acesso' });
  await expect(card).toContainText(trainerName);
  await expect(card).toContainText(`${trainerName} viu suas métricas em`);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/trainers-access-360.png', fullPage: true });
  await card.getByRole('button', { name: `Revogar acesso de ${trainerName}` }).click();
  await page
    .getByRole('dialog', { name: 'Revogar acesso?' })
    .getByRole('button', { name: 'Revogar acesso' })
    .click();
  await expect(card).toContainText('Nenhum treinador tem acesso aos seus dados.');

  // The trainer's next request: nothing to see, as for a student who does not exist.
  await trainer.goto(metricsUrl);
  await expect(trainer.getByText('Aluno não encontrado')).toBeVisible();
  await trainer.goto('/treinador/dashboard');
  await expect(trainer.getByRole('list', { name: 'Alunos aprovados' })).toHaveCount(0);
  await trainerContext.close();
});
