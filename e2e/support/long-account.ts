import { expect, type Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from './accounts';

/** A person whose name, e-mail and nickname are as long as the forms allow (or close): layouts must wrap. */
export const LONG_NAME = 'Maria Eduarda dos Santos Albuquerque de Vasconcelos Cavalcanti';
export const LONG_NICKNAME = 'Mariaeduardaalbuquerquesantos1';

export const longEmail = (tag: string) =>
  `mariaeduarda.santos.albuquerque.vasconcelos.${tag}.${Date.now() % 1e8}@exemplo-muito-longo.com.br`;

async function rpc(page: Page, name: string, input: Record<string, unknown> = {}) {
  const response = await page.request.post(`/api/rpc/${name}`, { data: input });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

/**
 * A confirmed account with a long name and e-mail, signed in in the page's browser context. With
 * `complete`, its profile is filled (long nickname) and one simulation saved, so every candidate
 * page has something to show.
 */
export async function signInLongAccount(page: Page, { tag, complete }: { tag: string; complete: boolean }) {
  const email = longEmail(tag);
  await createConfirmedAccount(page.request, email, LONG_NAME);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  if (complete) {
    const taf = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await rpc(page, 'update_perfil_completo', {
      p_nome: LONG_NAME,
      p_nickname: LONG_NICKNAME,
      p_sexo: 'M',
      p_peso_kg: 78.5,
      p_altura_cm: 178,
      p_taf_dt: taf,
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: true,
    });
    await rpc(page, 'save_user_test', {
      barra_reps_param: 12,
      corrida_tempo_seg_param: 630,
      natacao_tempo_seg_param: 105,
    });
  }
  return email;
}
