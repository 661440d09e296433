import { CONSENT_TEXTS } from '@prontidao/domain/privacy/consents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { ConsentsCard } from './consents-card';

type Consent = RpcOutput<'get_my_consents'>[number];

const VERSION = '2026-11-23';
const consent = (kind: Consent['kind'], granted: boolean, since: string | null): Consent => ({
  kind,
  label: CONSENT_TEXTS[kind].label,
  granted,
  since,
  text_version: VERSION,
  text: CONSENT_TEXTS[kind].text,
});

const allGranted = () => [
  consent('ranking', true, '2026-03-02T02:30:00.000Z'), // 01/03 23:30 in Brasília
  consent('trainer_sharing', true, '2026-04-10T12:00:00.000Z'),
  consent('strava_import', true, '2026-05-20T12:00:00.000Z'),
];

/** Serves the list; revoking turns that consent off as the server does and remembers the call. */
function serve(initial: Consent[]) {
  let list = [...initial];
  const revoked: string[] = [];
  server.use(
    rpcHandler('get_my_consents', () => list),
    rpcHandler('revoke_consent', ({ kind }) => {
      revoked.push(kind);
      const state = { ...consent(kind, false, '2026-11-23T10:00:00.000Z') };
      list = list.map((item) => (item.kind === kind ? state : item));
      return state;
    }),
  );
  return revoked;
}

const renderCard = () =>
  renderRoutes(
    [
      { path: '/aluno/perfil', element: <ConsentsCard /> },
      { path: '/privacidade', element: <LocationProbe /> },
    ],
    '/aluno/perfil',
  );
const card = () => within(screen.getByRole('region', { name: 'Consentimentos' }));
const row = async (label: string) =>
  within((await screen.findByRole('heading', { name: label })).closest('li') as HTMLElement);

afterEach(() => {
  toast.dismiss();
});

describe('Consentimentos', () => {
  it('lists each consent with since when, in Brasília time, and the text with its version', async () => {
    serve(allGranted());
    renderCard();
    const ranking = await row('Aparecer nos rankings');
    expect(ranking.getByText('Autorizado desde 01/03/2026')).toBeTruthy();
    expect((await row('Compartilhar com treinadores')).getByText('Autorizado desde 10/04/2026')).toBeTruthy();
    expect((await row('Importar do Strava')).getByText('Autorizado desde 20/05/2026')).toBeTruthy();
    expect(ranking.getByText('Texto do consentimento (versão de 23/11/2026)')).toBeTruthy();
    expect(ranking.getByText(CONSENT_TEXTS.ranking.text)).toBeTruthy();
  });

  it('revokes the ranking in one click, without a question', async () => {
    const revoked = serve(allGranted());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Revogar: Aparecer nos rankings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Consentimento revogado')).toBeTruthy();
    expect(revoked).toEqual(['ranking']);
    const ranking = await row('Aparecer nos rankings');
    expect(await ranking.findByText('Revogado em 23/11/2026')).toBeTruthy();
    expect(ranking.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(ranking.getByText(/ative “Mostrar meu apelido nos rankings”/)).toBeTruthy();
  });

  it.each([
    ['Compartilhar com treinadores', 'trainer_sharing', 'perdem o acesso'],
    ['Importar do Strava', 'strava_import', 'atividades importadas de lá serão apagadas'],
  ] as const)('asks before revoking “%s”, where it has consequences', async (label, kind, consequence) => {
    const revoked = serve(allGranted());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: `Revogar: ${label}` }));
    const dialog = screen.getByRole('dialog', { name: `Revogar “${label}”?` });
    expect(dialog.textContent).toContain(consequence);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Revogar: ${label}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Consentimento revogado')).toBeTruthy();
    expect(revoked).toEqual([kind]);
    expect(await (await row(label)).findByText('Revogado em 23/11/2026')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what was never given and how to give it; nothing to revoke', async () => {
    serve([
      consent('ranking', false, null),
      consent('trainer_sharing', false, null),
      consent('strava_import', false, null),
    ]);
    renderCard();
    expect(await card().findAllByText('Não autorizado')).toHaveLength(3);
    expect(card().queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(card().getByText(/link de convite do seu treinador/)).toBeTruthy();
    expect(card().getByText(/conecte o Strava em Integrações/)).toBeTruthy();
  });

  it("toasts the server's message when revoking fails and keeps the consent", async () => {
    serve(allGranted());
    server.use(rpcError('revoke_consent', 429, { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas.' }));
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Revogar: Aparecer nos rankings' }));
    expect(await screen.findByText('Erro ao revogar')).toBeTruthy();
    expect(screen.getByText('Muitas tentativas.')).toBeTruthy();
    expect((await row('Aparecer nos rankings')).getByText('Autorizado desde 01/03/2026')).toBeTruthy();
  });

  it('offers to try again when the list does not load', async () => {
    server.use(rpcError('get_my_consents', 500, { code: 'INTERNAL', message: 'Erro.' }));
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar seus consentimentos.',
    );
    serve(allGranted());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Autorizado desde 01/03/2026')).toBeTruthy();
  });

  it('links to the privacy policy', async () => {
    serve(allGranted());
    const user = userEvent.setup();
    renderCard();
    await user.click(await card().findByRole('link', { name: 'Política de privacidade' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/privacidade');
  });
});

describe('a trainer', () => {
  const renderTrainerCard = () =>
    renderRoutes([{ path: '/perfil', element: <ConsentsCard candidate={false} /> }], '/perfil');

  it('sees no candidate consent and no instruction for controls a trainer lacks', async () => {
    serve([
      consent('ranking', false, null),
      consent('trainer_sharing', false, null),
      consent('strava_import', false, null),
    ]);
    renderTrainerCard();
    expect(await card().findByText(/Nenhum consentimento dado/)).toBeTruthy();
    expect(card().queryByText(/ative “Mostrar meu apelido nos rankings”/)).toBeNull();
    expect(card().queryByText(/conecte o Strava em Integrações/)).toBeNull();
    expect(card().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('still sees, and can revoke, a consent given before (e.g. as a candidate)', async () => {
    const revoked = serve([
      consent('ranking', false, null),
      consent('trainer_sharing', false, null),
      consent('strava_import', true, '2026-05-20T12:00:00.000Z'),
    ]);
    const user = userEvent.setup();
    renderTrainerCard();
    const strava = await row(CONSENT_TEXTS.strava_import.label);
    expect(card().getAllByRole('listitem')).toHaveLength(1);
    await user.click(strava.getByRole('button', { name: `Revogar: ${CONSENT_TEXTS.strava_import.label}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Consentimento revogado')).toBeTruthy();
    expect(revoked).toEqual(['strava_import']);
  });
});
