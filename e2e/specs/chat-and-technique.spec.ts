import type { Locator, Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Issue 12, the candidate's side, on a phone (360 px): /chat answers a quick question after
// 'Analisando sua pergunta...', answers personal questions from the candidate's own data (the TAF
// countdown, the run time for a grade in their edital) and keeps the conversation across a reload;
// a bar workout logged with notes is analysed ('Analisar técnica': balanço/kipping, amplitude, the
// progression for its reps), and one without notes asks for them ('Observações Necessárias').

const DAYS_TO_TAF = 45;
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Today's date in São Paulo plus `days`, as 'YYYY-MM-DD' (the app counts days in that time zone). */
function saoPauloDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const brazilianDate = (iso: string) => iso.split('-').reverse().join('/');

async function post(page: Page, name: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

/** A confirmed candidate signed in in the page's context, profile complete, TAF in 45 days. */
async function signInCandidate(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createConfirmedAccount(page.request, email, 'Diego Barra');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const tafDate = saoPauloDatePlus(DAYS_TO_TAF);
  await post(page, 'update_perfil_completo', {
    p_nome: 'Diego Barra',
    p_nickname: `Diego${tag}${Date.now() % 100_000}`.slice(0, 30),
    p_sexo: 'M',
    p_peso_kg: 76,
    p_altura_cm: 177,
    p_taf_dt: tafDate,
    p_cargo_code: 'SOLDADO',
  });
  return tafDate;
}

/** Sends a typed question with Enter; the thinking line shows, the send button waits, the reply comes. */
async function ask(page: Page, question: string): Promise<Locator> {
  const replies = page.getByTestId('message-bot');
  const count = await replies.count();
  const input = page.getByRole('textbox', { name: 'Sua pergunta' });
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const log = page.getByRole('log', { name: 'Conversa com o assistente' });
  await expect(log.getByTestId('message-user').last()).toContainText(question);
  await expect(log.getByText('Analisando sua pergunta...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pergunta' })).toBeDisabled();
  await expect(replies).toHaveCount(count + 1);
  await expect(log.getByText('Analisando sua pergunta...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar pergunta' })).toBeEnabled();
  return replies.last();
}

/** 'm:ss' → seconds. */
const seconds = (time: string) => {
  const [minutes, secs] = time.split(':').map(Number) as [number, number];
  return minutes * 60 + secs;
};

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a candidate asks a quick question and personal ones; the conversation survives a reload', async ({
    page,
  }) => {
    const tafDate = await signInCandidate(page, 'chat');
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversa com o assistente' });
    await expect(log).toContainText('Olá! Sou o assistente de preparação para o TAF.');

    // A quick question, sent as if typed: the thinking line for a moment, then the running answer.
    const quick = page
      .getByRole('region', { name: 'Perguntas rápidas' })
      .getByRole('button', { name: 'Qual o tempo ideal para os 2400 m?' });
    // The thinking line lasts 1.5 s: watched from before the click, in the page at every frame, so a
    // busy machine cannot miss it — nor miss that both ways to ask are disabled while it shows.
    const thinking = log.getByText('Analisando sua pergunta...').waitFor({ state: 'visible' });
    const disabledWhileThinking = page.waitForFunction(
      () => {
        if (!document.body.innerText.includes('Analisando sua pergunta...')) return false;
        const buttons = Array.from(document.querySelectorAll('button'));
        const asked = buttons.find((b) => b.textContent?.trim() === 'Qual o tempo ideal para os 2400 m?');
        const send = buttons.find((b) => b.getAttribute('aria-label') === 'Enviar pergunta');
        return Boolean(asked?.disabled && send?.disabled);
      },
      undefined,
      { polling: 'raf' },
    );
    await quick.click();
    await thinking;
    await disabledWhileThinking;
    await expect(log.getByTestId('message-user')).toHaveText(/Qual o tempo ideal para os 2400 m\?/);
    const running = log.getByTestId('message-bot');
    await expect(running).toHaveCount(1);
    await expect(running).toContainText('Para baixar o tempo dos 2400 m');
    await expect(running.getByRole('link', { name: 'Fazer novo simulado' })).toHaveAttribute(
      'href',
      '/aluno/testes',
    );
    await expect(log.getByText('Analisando sua pergunta...')).toHaveCount(0);

    // Blank text is ignored.
    await page.getByRole('textbox', { name: 'Sua pergunta' }).fill('   ');
    await page.getByRole('textbox', { name: 'Sua pergunta' }).press('Enter');
    await expect(log.getByTestId('message-user')).toHaveCount(1);

    // Personal: the countdown to the candidate's own TAF date.
    const countdown = await ask(page, 'Quantos dias faltam para o TAF?');
    await expect(countdown).toContainText(
      `Faltam ${DAYS_TO_TAF} dias para o seu TAF (${brazilianDate(tafDate)})`,
    );

    // Personal: the run time for grade 7 in the candidate's edital, and a faster one for grade 9.
    const grade7 = await ask(page, 'Quanto preciso na corrida para nota 7?');
    await expect(grade7).toContainText('Para nota 7 no edital');
    await expect(grade7).toContainText('(sexo masculino)');
    await expect(grade7).toContainText(/até \d{1,2}:\d{2}/);
    const time7 = /até (\d{1,2}:\d{2})/.exec(await grade7.innerText())?.[1] ?? '';
    const grade9 = await ask(page, 'quanto preciso na corrida pra nota 9');
    const time9 = /até (\d{1,2}:\d{2})/.exec(await grade9.innerText())?.[1] ?? '';
    expect(seconds(time7)).toBeGreaterThan(8 * 60);
    expect(seconds(time7)).toBeLessThan(18 * 60);
    expect(seconds(time9)).toBeLessThan(seconds(time7));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    // Viewport shots: the chat's log is sized to the screen (55vh), a full-page shot would stretch it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '../.tmp/screens/chat-360-top.png' });
    await page.getByRole('textbox', { name: 'Sua pergunta' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../.tmp/screens/chat-360-conversation.png' });

    // Kept on the device: a reload shows the same conversation, in order.
    const before = await log.locator('li[data-testid^="message-"]').allInnerTexts();
    expect(before).toHaveLength(8);
    await page.reload();
    await expect(log.getByTestId('message-bot')).toHaveCount(4);
    expect(await log.locator('li[data-testid^="message-"]').allInnerTexts()).toEqual(before);
    await expect(log.getByText('Analisando sua pergunta...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar pergunta' })).toBeEnabled();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('a bar workout with notes is analysed; one without notes asks for them', async ({ page }) => {
    await signInCandidate(page, 'tecnica');
    await page.goto('/aluno/treinos');
    await expect(page.getByRole('heading', { name: 'Treinos', level: 1 })).toBeVisible();

    // Logged on the page: 6 reps, with the candidate's own words (no accents, as typed on a phone).
    const notes = 'balancei o corpo nas ultimas e nao subi o queixo';
    await page
      .locator('label')
      .filter({ hasText: /^Barra$/ })
      .click();
    await page.getByRole('textbox', { name: /^Repetições/ }).fill('6');
    await page.getByRole('textbox', { name: /^Observações/ }).fill(notes);
    await page.getByRole('button', { name: 'Registrar treino' }).click();
    await expect(page.getByText('✅ Treino registrado').last()).toBeVisible();
    // A second bar workout, without notes, through the API.
    await post(page, 'insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 4 });

    await page.reload();
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const rows = page.getByRole('list', { name: 'Histórico de treinos' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: '6 repetições' }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: /^Barra · / });
    await expect(dialog).toContainText(notes);
    await dialog.getByRole('button', { name: 'Analisar técnica' }).click();

    const result = dialog.getByRole('region', { name: 'Análise de técnica' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByRole('heading', { name: 'Análise de técnica' })).toBeFocused();
    const points = result.getByRole('list', { name: 'Pontos da análise' });
    const kipping = points.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Balanço e impulso (kipping)' }),
    });
    await expect(kipping.first()).toContainText('Corrigir');
    const range = points.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Amplitude: queixo acima da barra e braços estendidos' }),
    });
    await expect(range.first()).toContainText('Corrigir');
    await expect(result).toContainText('Por que importa no TAF');
    // 6 repetitions: the 3–7 band, with 'count only strict reps' first (balanço and amplitude found).
    await expect(
      result.getByRole('heading', {
        name: 'Próximas sessões: Frequência: grease-the-groove e séries submáximas',
      }),
    ).toBeVisible();
    await expect(result).toContainText('Conte como o seu máximo só as repetições completas e sem balanço');
    await expect(result).toContainText('Restam 2 análises neste mês.');
    await expect(dialog.getByRole('button', { name: 'Analisar novamente' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    // Viewport shots: the dialog scrolls on its own.
    await page.screenshot({ path: '../.tmp/screens/technique-analysis-360-1.png' });
    await kipping.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../.tmp/screens/technique-analysis-360-2.png' });
    await result.getByText('Restam 2 análises neste mês.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../.tmp/screens/technique-analysis-360-3.png' });
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // Without notes: nothing is sent, the panel asks for them.
    await rows.filter({ hasText: '4 repetições' }).getByRole('button').click();
    const bare = page.getByRole('dialog', { name: /^Barra · / });
    await bare.getByRole('button', { name: 'Analisar técnica' }).click();
    await expect(bare.getByText('Observações Necessárias')).toBeVisible();
    await expect(bare).toContainText('Use "Editar" para adicioná-las.');
    await expect(bare.getByRole('region', { name: 'Análise de técnica' })).toHaveCount(0);
    await page.screenshot({ path: '../.tmp/screens/technique-notes-required-360.png' });
  });
});
