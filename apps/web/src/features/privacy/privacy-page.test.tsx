import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import PrivacyPage from './privacy-page';

const renderPage = () => renderRoutes([{ path: '/privacidade', element: <PrivacyPage /> }], '/privacidade');

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/privacidade', () => {
  it('has one title and a heading per topic, each reachable from the index', async () => {
    server.use(
      rpcHandler('get_privacy_info', () => ({
        contact_email: 'dpo@exemplo.com',
        operator_name: 'Prontidão Ltda.',
      })),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeTruthy();
    const topics = [
      'Quais dados coletamos',
      'Para que usamos',
      'Dados de saúde',
      'Quem vê seus dados',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'Contato',
    ];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nesta página',
      ...topics,
    ]);
    const index = within(screen.getByRole('navigation', { name: 'Nesta página' }));
    for (const topic of topics) {
      const href = index.getByRole('link', { name: topic }).getAttribute('href') ?? '';
      expect(document.getElementById(href.slice(1))?.textContent).toContain(topic);
    }
  });

  it('says what is collected, who sees it, for how long and the rights, in plain words', async () => {
    server.use(rpcHandler('get_privacy_info', () => ({ contact_email: 'a@b.com', operator_name: 'X' })));
    renderPage();
    const collected = section('Quais dados coletamos').getByRole('list').textContent ?? '';
    for (const item of [
      'peso',
      'altura',
      'data de nascimento',
      'frequência cardíaca',
      'trajeto',
      'moedas',
      'apelido',
      'histórico de acessos',
      'Strava',
    ]) {
      expect(collected).toContain(item);
    }
    expect(section('Dados de saúde').getByText(/sensíveis pela LGPD \(art\. 11\)/)).toBeTruthy();
    const who = section('Quem vê seus dados').getByRole('list').textContent ?? '';
    expect(who).toContain('apenas enquanto estiverem vinculados');
    expect(who).toContain('só o seu apelido');
    expect(who).toContain('não podem baixar a sua exportação');
    const howLong = section('Por quanto tempo guardamos').getByRole('list').textContent ?? '';
    for (const item of ['enquanto a sua conta existir', '24 horas', '7 dias', '30 dias', '1 hora']) {
      expect(howLong).toContain(item);
    }
    const rights = section('Seus direitos');
    expect(rights.getByText(/art\. 18/)).toBeTruthy();
    expect(rights.getByText('“Seus dados”')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ir para “Seus dados” no meu perfil' }).getAttribute('href'),
    ).toBe('/perfil');
  });

  it("names the operator and the contact e-mail from the server's config", async () => {
    server.use(
      rpcHandler('get_privacy_info', () => ({
        contact_email: 'encarregado.de.dados.pessoais@uma-empresa-com-nome-comprido.com.br',
        operator_name: 'Prontidão Tecnologia Ltda.',
      })),
    );
    renderPage();
    const contact = section('Contato');
    const mail = await contact.findByRole('link', {
      name: 'encarregado.de.dados.pessoais@uma-empresa-com-nome-comprido.com.br',
    });
    expect(mail.getAttribute('href')).toBe(
      'mailto:encarregado.de.dados.pessoais@uma-empresa-com-nome-comprido.com.br',
    );
    expect(contact.getByText('Prontidão Tecnologia Ltda.')).toBeTruthy();
  });

  it('offers to try again when the contact does not load', async () => {
    server.use(rpcError('get_privacy_info', 500, { code: 'INTERNAL', message: 'Erro.' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar o contato');
    server.use(rpcHandler('get_privacy_info', () => ({ contact_email: 'a@b.com', operator_name: 'X' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'a@b.com' })).toBeTruthy();
  });
});
