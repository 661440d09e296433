import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestMailTo, linkIn } from './mail';

export const PASSWORD = 'Treino#Forte2025';

/** A confirmed account made through the real API (sign-up, mail link), for journeys that start signed up. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email: string,
  name = 'Pessoa Teste',
) {
  const signUp = await request.post('/api/auth/sign-up/email', { data: { name, email, password: PASSWORD } });
  expect(signUp.status()).toBe(200);
  const token = new URL(linkIn(await latestMailTo(request, email))).searchParams.get('token_hash') ?? '';
  const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verify.status()).toBe(200);
  // Opening the link signed that context in; journeys start signed out and sign in themselves.
  const out = await request.post('/api/auth/sign-out', { data: { scope: 'this_device' } });
  expect(out.status()).toBe(200);
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').first().fill(email);
  await page.getByLabel('Senha', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
