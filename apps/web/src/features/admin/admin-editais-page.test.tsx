import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import { EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import AdminEditaisPage from './admin-editais-page';
import { EXAMPLE_EDITAL, EXAMPLE_JSON } from './editais/edital-example';
import { catalogue, PMESP_2025 } from './editais/testing/catalogue-fixture';
import { serveEditais } from './editais/testing/serve-editais';

function serve() {
  const calls = { preview: [] as unknown[], publish: [] as unknown[] };
  server.use(
    rpcHandler('list_editais', () => catalogue()),
    rpcHandler('preview_edital', (input) => {
      calls.preview.push(input.document);
      return EditalSchema.parse(input.document);
    }),
    rpcHandler('import_edital', (input) => {
      calls.publish.push(input.document);
      const edital = input.document as Edital;
      return { id: edital.id, version: edital.version, name: edital.name };
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoutes([{ path: '/admin/editais', element: <AdminEditaisPage /> }], '/admin/editais');
const textarea = () => screen.getByRole('textbox', { name: 'Documento JSON do edital' });
/** Pasting: one change event with the whole text (typing JSON with userEvent reads braces as keys). */
const paste = (text: string) => fireEvent.change(textarea(), { target: { value: text } });

describe('Admin editais page', () => {
  it('previews the example’s tables, then publishes exactly that document', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Usar o exemplo' }));
    expect((textarea() as HTMLTextAreaElement).value).toBe(EXAMPLE_JSON);
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await screen.findByRole('heading', { level: 2, name: 'Pré-visualização' });
    const card = within(preview.closest('[data-slot="card"]') as HTMLElement);
    expect(card.getByText('Exemplo 2026 — soldado')).toBeTruthy();
    expect(card.getByRole('heading', { level: 3, name: 'Barra (barra)' })).toBeTruthy();
    expect(card.getByRole('heading', { level: 3, name: 'Corrida 2400 m (corrida_2400m)' })).toBeTruthy();
    // A linear table by its anchors, a bands table row by row with points and grade.
    expect(card.getByText('Barra — Masculino')).toBeTruthy();
    expect(card.getByText('3 rep.')).toBeTruthy();
    const bands = card.getByRole('table', { name: 'Corrida 2400 m — Masculino' });
    expect(
      within(bands)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MarcaPontosNota',
      'até 9:001010,00',
      '9:01 a 10:0088,00',
      '10:01 a 11:2066,00',
      '11:21 a 12:4544,00',
      '12:46 ou mais00,00',
    ]);

    await userEvent.click(card.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(/Exemplo 2026 — soldado \(versão 1\) já pode ser escolhido/)).toBeTruthy();
    expect(calls.preview).toEqual([EXAMPLE_EDITAL]);
    expect(calls.publish).toEqual([EXAMPLE_EDITAL]);
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('says the text is not JSON without calling the server', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(screen.getByText('Cole o documento JSON do edital ou envie um arquivo.')).toBeTruthy();
    paste('{ "id": "x", ');
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(
      screen.getByText('O documento não é um JSON válido. Confira vírgulas, aspas e chaves.'),
    ).toBeTruthy();
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    expect(calls.preview).toEqual([]);
  });

  it('lists the validation problems in pt-BR, each where it is in the document', async () => {
    serve();
    server.use(
      rpcError('preview_edital', 400, {
        code: 'VALIDATION_FAILED',
        message: 'O id deve ser um slug (minúsculas, números e hífens)',
        issues: [
          { path: 'id', message: 'O id deve ser um slug (minúsculas, números e hífens)' },
          {
            path: 'tests.1.tables.0.rows.2.points',
            message: 'A pontuação deve crescer para valores menores',
          },
        ],
      }),
    );
    renderPage();
    paste(JSON.stringify({ ...EXAMPLE_EDITAL, id: 'Não Slug' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('O edital tem 2 problemas.')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Campo "id": O id deve ser um slug (minúsculas, números e hífens)',
      'Teste 2 (Corrida 2400 m) › tabela 1 › faixa 3 › campo "points": A pontuação deve crescer para valores menores',
    ]);
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('shows a version conflict as the server says it', async () => {
    serve();
    server.use(
      rpcError('preview_edital', 409, {
        code: 'CONFLICT',
        message: 'A versão 1 de "exemplo-2026" já existe: use a versão 2 ou maior.',
      }),
    );
    renderPage();
    paste(EXAMPLE_JSON);
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('use a versão 2 ou maior');
  });

  it('asks for a new preview once the document changes', async () => {
    const calls = serve();
    renderPage();
    paste(EXAMPLE_JSON);
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeTruthy();
    paste(EXAMPLE_JSON.replace('"version": 1', '"version": 2'));
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(calls.publish).toEqual([]);
  });

  it('reads an uploaded .json file into the text box', async () => {
    serve();
    renderPage();
    const file = new File([EXAMPLE_JSON], 'edital.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Arquivo JSON'), file);
    await waitFor(() => expect((textarea() as HTMLTextAreaElement).value).toBe(EXAMPLE_JSON));
  });

  it('previews an exam document: each sex’s pass mark, test marks graded live, then publishes it', async () => {
    const user = userEvent.setup();
    const calls = serveEditais();
    renderPage();
    const exam = { ...PMESP_2025, version: 2 };
    paste(JSON.stringify(exam, null, 2));
    await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await screen.findByRole('heading', { level: 2, name: 'Pré-visualização' });
    const card = within(preview.closest('[data-slot="card"]') as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: 'Barra fixa (barra)' })).toBeTruthy();
    const passOf = (title: string) =>
      within(card.getByText(title).parentElement as HTMLElement).getByText('Para passar').nextElementSibling
        ?.textContent;
    expect(passOf('Barra fixa — Masculino')).toBe('13 repetições ou mais');
    expect(passOf('Isometria na barra fixa — Feminino')).toBe('7 s ou mais');
    expect(passOf('Corrida de 2.400 metros — Masculino')).toBe('13:00 ou menos');

    const tester = within(card.getByRole('region', { name: 'Testar marcas' }));
    expect(tester.getByText('Preencha a marca de cada teste para ver o resultado.')).toBeTruthy();
    const marks: [string, string][] = [
      ['Barra fixa (repetições)', '13'],
      ['Abdominal remador (repetições)', '40'],
      ['Corrida de 50 metros (segundos)', '7,9'],
      ['Corrida de 2.400 metros (segundos)', '700'],
    ];
    for (const [label, value] of marks) await user.type(tester.getByLabelText(label), value);
    expect(tester.getByText('Apto')).toBeTruthy();
    expect(tester.getByText('Passa: sobram 0,35 s')).toBeTruthy();

    const bar = tester.getByLabelText('Barra fixa (repetições)');
    await user.clear(bar);
    await user.type(bar, '12');
    expect(tester.getByText('Inapto')).toBeTruthy();
    expect(tester.getByText('Barra fixa: falta 1 repetição para o mínimo')).toBeTruthy();
    const described = bar.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Não passa: falta 1 repetição');

    await user.selectOptions(tester.getByLabelText('Sexo'), 'F');
    expect(tester.getByLabelText('Isometria na barra fixa (segundos)')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText(/PMESP — Soldado \(2025\) \(versão 2\) já pode ser escolhido/),
    ).toBeTruthy();
    expect(calls.preview).toEqual([JSON.parse(JSON.stringify(exam))]);
    expect(calls.publish).toEqual(calls.preview);
  });
});
