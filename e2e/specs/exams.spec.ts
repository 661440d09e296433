import type { Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Every TAF in Brazil (issue 23): the candidate's own exam drives the simulator, the log and the
// boards; an admin completes a partial exam and its candidates can simulate.

const WIDTH = 360;

/** A confirmed candidate with a complete profile, signed in. */
async function signInCandidate(page: Page, tag: string, sexo: 'M' | 'F') {
  const email = uniqueEmail(tag);
  await createConfirmedAccount(page.request, email, 'Paulo Mendes');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Paulo Mendes',
      p_nickname: `${tag}${Date.now() % 100_000}`,
      p_sexo: sexo,
      p_peso_kg: 75,
      p_altura_cm: 178,
      p_taf_dt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: true,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return email;
}

const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

async function fillPmesp(page: Page, barra: string) {
  await page.getByLabel('Barra fixa (repetições)').fill(barra);
  await page.getByLabel('Abdominal remador (repetições)').fill('40');
  await page.getByLabel('Corrida de 50 metros (s)').fill('7,9');
  await page.getByLabel('Corrida de 2.400 metros (MM:SS)').pressSequentially('1140');
  await page.getByRole('button', { name: 'Ver resultado' }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

  test('a PMESP candidate chooses the exam, simulates apto with the margins, then fails the bar by one', async ({
    page,
  }) => {
    await signInCandidate(page, 'pmesp', 'M');
    await page.goto('/aluno/perfil');
    const search = page.getByRole('combobox', { name: 'Qual é o seu concurso?' });
    await search.fill('pm sp');
    await page
      .getByRole('option', { name: /PMESP — Soldado/ })
      .first()
      .click();
    await expect(page.getByText('Concurso atualizado')).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: '../.tmp/screens/exam-profile-360.png', fullPage: true });

    await page.goto('/aluno/testes');
    await expect(page.getByText('13 repetições para passar')).toBeVisible();
    await fillPmesp(page, '13');
    const result = page.getByRole('list', { name: 'Resultado por prova' }).first();
    await expect(result).toBeVisible();
    await expect(page.getByText('Apto', { exact: true }).first()).toBeVisible();
    await expect(result.getByText('no limite')).toBeVisible();
    await expect(result.getByText('sobram 0,35 s')).toBeVisible();
    await expect(page.getByText('Conforme divulgado — confira o edital oficial').first()).toBeVisible();
    await fitsWidth(page);

    await page.getByLabel('Barra fixa (repetições)').fill('12');
    await page.getByRole('button', { name: 'Ver resultado' }).click();
    await expect(page.getByText('Inapto', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('falta 1 repetição').first()).toBeVisible();
    await expect(page.getByText('Barra fixa: falta 1 repetição para o mínimo').first()).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: '../.tmp/screens/exam-pmesp-inapto-360.png', fullPage: true });

    // The exam's board lists the candidate's best simulation (consent given).
    await page.goto('/ranking?modalidade=concurso');
    await expect(
      page.getByRole('heading', { name: 'Ranking do concurso: PMESP — Soldado (2025)' }),
    ).toBeVisible();
    await expect(page.getByTestId('exam-board-M').getByText('Você')).toBeVisible();
    await fitsWidth(page);
  });
});

/** A kind of workout: its chip (the radio inside it is drawn by the label). */
const chooseKind = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

/** The exam the candidate follows, chosen through the call the profile's search makes. */
async function follow(page: Page, examId: string) {
  const chosen = await page.request.post('/api/rpc/set_user_edital', { data: { edital_id: examId } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

test.describe('on a phone, the log', () => {
  test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

  test('a Polícia Penal DF candidate (F) logs a static bar hold and a 12-minute run', async ({ page }) => {
    await signInCandidate(page, 'ppdf', 'F');
    await follow(page, 'ppdf-taf');
    await page.goto('/aluno/treinos');
    await chooseKind(page, 'Teste estático de barra fixa');
    await page.getByLabel(/Tempo sustentado/).fill('28');
    await page.getByLabel(/Séries/).fill('3');
    await page.getByRole('button', { name: 'Registrar treino' }).click();
    await expect(page.getByText('✅ Treino registrado')).toBeVisible();

    await chooseKind(page, 'Corrida de 12 minutos');
    await expect(page.getByText('Mínimo no Polícia Penal DF: 2.000 m em 12 minutos')).toBeVisible();
    await page.getByLabel(/Distância em 12 minutos/).fill('2150');
    await page.getByRole('button', { name: 'Registrar treino' }).click();
    await expect(page.getByText('✅ Treino registrado').first()).toBeVisible();
    await fitsWidth(page);

    await page.getByRole('tab', { name: 'Histórico' }).click();
    await expect(page.getByText(/28 s/).first()).toBeVisible();
    await expect(page.getByText(/2,2 km · 12:00/).first()).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: '../.tmp/screens/exam-ppdf-log-360.png', fullPage: true });
  });
});

test.describe('on a desktop, the admin', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin completes the partial PF 2021 in the editor; its candidate can then simulate', async ({
    page,
    browser,
  }) => {
    // A candidate follows PF 2021 while its table is incomplete: no simulation yet.
    const candidate = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const candidatePage = await candidate.newPage();
    await signInCandidate(candidatePage, 'pf', 'M');
    await follow(candidatePage, 'pf-2021');
    await candidatePage.goto('/aluno/testes');
    await expect(candidatePage.getByText('Tabela incompleta', { exact: true }).first()).toBeVisible();
    await expect(candidatePage.getByRole('button', { name: 'Ver resultado' })).toHaveCount(0);

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@prontidao.app', password: DEMO_ADMIN_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/admin/editais');
    await page.getByRole('button', { name: 'Editar Polícia Federal (2021)' }).click();
    const fill = async (event: string, sex: 'Masculino' | 'Feminino', measure: string, threshold: string) => {
      const group = page
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: new RegExp(`^Teste \\d+: ${event}$`) }) })
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: sex }) })
        .first();
      await group.getByRole('button', { name: /^Adicionar índice/ }).click();
      const standard = group
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: /^Índice/ }) })
        .first();
      await standard.getByLabel('Medida').selectOption(measure);
      await standard.getByLabel('Marca mínima').fill(threshold);
    };
    await fill('Barra fixa', 'Feminino', 'seconds_hang', '10');
    await fill('Impulsão horizontal', 'Masculino', 'centimetres', '205');
    await fill('Impulsão horizontal', 'Feminino', 'centimetres', '160');
    await fill('Natação 50 metros', 'Masculino', 'seconds_time', '40');
    await fill('Natação 50 metros', 'Feminino', 'seconds_time', '45');
    await fill('Corrida de 12 minutos', 'Masculino', 'metres_in_time', '2400');
    await fill('Corrida de 12 minutos', 'Feminino', 'metres_in_time', '2000');
    const editor = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: /^Nova versão: Polícia Federal/ }) });
    await editor.getByRole('button', { name: 'Pré-visualizar' }).click();
    await editor.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Concurso publicado')).toBeVisible();
    await page.screenshot({ path: '../.tmp/screens/exam-admin-editor.png', fullPage: true });

    // The candidate on the partial version follows its completion and simulates.
    await candidatePage.reload();
    await candidatePage.getByLabel('Barra fixa (repetições)').fill('6');
    await candidatePage.getByLabel('Impulsão horizontal (cm)').fill('230');
    await candidatePage.getByLabel('Natação 50 metros (s)').fill('36,5');
    await candidatePage.getByLabel('Corrida de 12 minutos (m)').fill('2600');
    await candidatePage.getByRole('button', { name: 'Ver resultado' }).click();
    // Graded by version 2: every event passes; the sum of points (only the bar has points in this
    // test version) is what the result weighs next.
    const result = candidatePage.getByRole('list', { name: 'Resultado por prova' }).first();
    await expect(result.getByText('Corrida de 12 minutos')).toBeVisible();
    await expect(result.getByText('sobram 200 m')).toBeVisible();
    await expect(candidatePage.getByText(/Soma de pontos abaixo do mínimo: 5 de 10/).first()).toBeVisible();
    await candidate.close();
  });
});
