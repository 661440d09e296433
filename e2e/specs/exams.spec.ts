import type { Page } from '@playwright/test';
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
