import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import AdminEditaisPage from '../../admin-editais-page';
import { PF_2021 } from '../testing/catalogue-fixture';
import { serveEditais } from '../testing/serve-editais';

// The exam editor of issue 23: an admin completes PF 2021 in the form, checks the table with test
// marks and publishes version 2; a schema problem shows at its field, before any call.

type User = ReturnType<typeof userEvent.setup>;

const renderPage = () =>
  renderRoutes([{ path: '/admin/editais', element: <AdminEditaisPage /> }], '/admin/editais');

// Role queries check every element's style: in a form this large they take seconds each, so the
// editor, its fieldsets and buttons are found by their heading, legends and texts.
const editor = () =>
  within(
    screen
      .getByText(/^(Nova versão: .+|Novo concurso)$/, { selector: 'h2' })
      .closest('[data-slot="card"]') as HTMLElement,
  );
/** A section of the form by its heading ('Concurso', 'Critério de aprovação'). */
const section = (title: string) =>
  within(editor().getByText(title, { selector: 'h3' }).closest('section') as HTMLElement);
const button = (scope: { queryByText: typeof screen.queryByText }, name: string) =>
  scope.queryByText(name, { selector: 'button' });
/** A fieldset by its legend. */
const fieldset = (scope: { getByText: typeof screen.getByText }, legend: string | RegExp) =>
  scope.getByText(legend, { selector: 'legend' }).parentElement as HTMLElement;
const eventGroup = (label: string) => within(fieldset(screen, new RegExp(`^Teste \\d+: ${label}$`)));

interface StandardFill {
  measure: string;
  variant?: string;
  threshold?: string;
  bands?: [string, string][];
  minimumPoints?: string;
}

/** Typing into one field (a whole value at once: the form is large and each key draws it again). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function addStandard(user: User, event: string, sex: 'Masculino' | 'Feminino', fields: StandardFill) {
  const group = within(fieldset(eventGroup(event), sex));
  await user.click(group.getByRole('button', { name: /^Adicionar índice/ }));
  const standard = within(fieldset(group, /^Índice/));
  await user.selectOptions(standard.getByLabelText('Medida'), fields.measure);
  if (fields.variant) fill(standard.getByLabelText('Nome para este sexo (opcional)'), fields.variant);
  if (fields.threshold) fill(standard.getByLabelText('Marca mínima'), fields.threshold);
  for (const [index, [lower, points]] of (fields.bands ?? []).entries()) {
    await user.click(standard.getByRole('button', { name: 'Adicionar faixa de pontos' }));
    const band = within(fieldset(standard, `Faixa ${index + 1}`));
    fill(band.getByLabelText('De'), lower);
    fill(band.getByLabelText('Pontos'), points);
  }
  if (fields.minimumPoints) {
    fill(standard.getByLabelText('Pontuação mínima no teste (opcional)'), fields.minimumPoints);
  }
}

/** PF 2021 version 2 as the test fills it (numbers for the test, not the edital's). */
function completedPf() {
  const added: Record<string, object[]> = {
    barra: [{ sex: 'F', measure: 'seconds_hang', variant: 'Isometria na barra fixa', threshold: 10 }],
    impulsao: [
      {
        sex: 'M',
        measure: 'centimetres',
        bands: [
          { lower: 250, points: 5 },
          { lower: 205, points: 2 },
        ],
        minimumPoints: 2,
      },
      { sex: 'F', measure: 'centimetres', threshold: 160 },
    ],
    natacao_50m: [
      { sex: 'M', measure: 'seconds_time', threshold: 40 },
      { sex: 'F', measure: 'seconds_time', threshold: 45 },
    ],
    corrida_12min: [
      { sex: 'M', measure: 'metres_in_time', threshold: 2400 },
      { sex: 'F', measure: 'metres_in_time', threshold: 2000 },
    ],
  };
  return {
    ...PF_2021,
    version: 2,
    completeness: 'complete',
    events: PF_2021.events.map((event) => ({
      ...event,
      standards: [...event.standards, ...(added[event.key] ?? [])],
    })),
  };
}

async function fillPf(user: User) {
  await addStandard(user, 'Barra fixa', 'Feminino', {
    measure: 'seconds_hang',
    variant: 'Isometria na barra fixa',
    threshold: '10',
  });
  await addStandard(user, 'Impulsão horizontal', 'Masculino', {
    measure: 'centimetres',
    bands: [
      ['250', '5'],
      ['205', '2'],
    ],
    minimumPoints: '2',
  });
  await addStandard(user, 'Impulsão horizontal', 'Feminino', { measure: 'centimetres', threshold: '160' });
  await addStandard(user, 'Natação 50 metros', 'Masculino', { measure: 'seconds_time', threshold: '40' });
  await addStandard(user, 'Natação 50 metros', 'Feminino', { measure: 'seconds_time', threshold: '45' });
  await addStandard(user, 'Corrida de 12 minutos', 'Masculino', {
    measure: 'metres_in_time',
    threshold: '2400',
  });
  await addStandard(user, 'Corrida de 12 minutos', 'Feminino', {
    measure: 'metres_in_time',
    threshold: '2000',
  });
}

const missingList = () =>
  editor()
    .getByText(/Publicado assim|Todos os testes têm índice/)
    .closest('[role="status"]') as HTMLElement;

describe('exam editor', () => {
  // Long: seven standards filled in a large form (and the machine shares two cores).
  it('completes PF 2021: the missing standards, test marks, then version 2 published exactly', {
    timeout: 60_000,
  }, async () => {
    // No pointer-events check: it reads the style of every ancestor on each click.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const calls = serveEditais();
    renderPage();
    const pf = (await screen.findByText(/^Polícia Federal \(2021\)/, { selector: 'li p' })).closest('li');
    await user.click(
      within(pf as HTMLElement).getByRole('button', { name: 'Editar Polícia Federal (2021)' }),
    );
    expect(await screen.findByText('Nova versão: Polícia Federal (2021)', { selector: 'h2' })).toBeTruthy();
    expect(calls.documents).toEqual(['pf-2021']);
    const id = section('Concurso').getByLabelText(/^Identificador/) as HTMLInputElement;
    expect([id.value, id.readOnly]).toEqual(['pf-2021', true]);
    expect((section('Concurso').getByLabelText('Versão') as HTMLInputElement).value).toBe('2');
    const missing = missingList();
    expect(missing.textContent).toContain('Tabela incompleta');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Barra fixa: feminino',
      'Impulsão horizontal: masculino e feminino',
      'Natação 50 metros: masculino e feminino',
      'Corrida de 12 minutos: masculino e feminino',
    ]);

    await fillPf(user);
    expect(missingList().textContent).toContain('Todos os testes têm índice para os dois sexos.');

    await user.click(button(editor(), 'Pré-visualizar') as HTMLElement);
    await waitFor(() => expect(button(editor(), 'Publicar')).toBeTruthy());
    // A change after the preview takes 'Publicar' away, even when undone: preview again.
    const tieBreak = section('Critério de aprovação').getByLabelText(
      'A nota do TAF serve de desempate na classificação',
    );
    await user.click(tieBreak);
    expect(button(editor(), 'Publicar')).toBeNull();
    await user.click(tieBreak);
    expect(button(editor(), 'Publicar')).toBeNull();
    await user.click(button(editor(), 'Pré-visualizar') as HTMLElement);
    const preview = await editor().findByText('Pré-visualização', { selector: 'h2' });
    const card = within(preview.closest('[data-slot="card"]') as HTMLElement);
    expect(card.getByText('Completos')).toBeTruthy();
    const jump = card.getByText('Impulsão horizontal — Masculino').parentElement as HTMLElement;
    expect(within(jump).getByText('Para passar').nextElementSibling?.textContent).toBe('2,05 m ou mais');
    expect(
      within(
        card
          .getByText('Pontos: Impulsão horizontal — Masculino', { selector: 'caption' })
          .closest('table') as HTMLElement,
      )
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MarcaPontos', '2,50 m ou mais5', '2,05 m ou mais2']);

    const tester = within(
      card.getByText('Testar marcas', { selector: 'h3' }).closest('section') as HTMLElement,
    );
    await user.type(tester.getByLabelText('Barra fixa (repetições)'), '5');
    await user.type(tester.getByLabelText('Impulsão horizontal (centímetros)'), '251');
    await user.type(tester.getByLabelText('Natação 50 metros (segundos)'), '38');
    await user.type(tester.getByLabelText('Corrida de 12 minutos (metros)'), '2500');
    expect(tester.getByText('Apto')).toBeTruthy();
    expect(tester.getByText('Soma dos pontos: 10 (mínimo 10)')).toBeTruthy();
    await user.clear(tester.getByLabelText('Corrida de 12 minutos (metros)'));
    await user.type(tester.getByLabelText('Corrida de 12 minutos (metros)'), '2350');
    expect(tester.getByText('Inapto')).toBeTruthy();
    expect(tester.getByText('Corrida de 12 minutos: faltam 50 m para o mínimo')).toBeTruthy();

    await user.click(button(card, 'Publicar') as HTMLElement);
    expect(
      await screen.findByText(/Polícia Federal \(2021\) \(versão 2\) já pode ser escolhido/),
    ).toBeTruthy();
    expect(calls.preview).toEqual([completedPf(), completedPf()]);
    expect(calls.publish).toEqual([completedPf()]);
    expect(calls.publish[0]).toMatchObject({ id: 'pf-2021', version: 2, completeness: 'complete' });
  });

  it('shows each schema problem at its field and calls nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const calls = serveEditais();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Novo concurso' }));
    const event = eventGroup('sem nome');
    await user.type(event.getByLabelText(/^Nome do teste/), 'Barra fixa');
    await user.type(eventGroup('Barra fixa').getByLabelText(/^Chave/), 'Barra Fixa');
    await user.click(editor().getByRole('button', { name: 'Pré-visualizar' }));

    const key = eventGroup('Barra fixa').getByLabelText(/^Chave/);
    expect(key.getAttribute('aria-invalid')).toBe('true');
    const described = (key.getAttribute('aria-describedby') ?? '').split(' ');
    const error = described.map((id) => document.getElementById(id)?.textContent);
    expect(error).toContain('A chave do teste deve ser snake_case (ex.: corrida_12min)');
    const source = eventGroup('Barra fixa').getByLabelText(/^Fonte/);
    expect(source.getAttribute('aria-invalid')).toBe('true');
    expect(editor().getByRole('alert').textContent).toMatch(/O concurso tem \d+ problemas\./);

    await user.clear(key);
    await user.type(key, 'barra');
    expect(key.getAttribute('aria-invalid')).toBeNull();
    expect(calls.preview).toEqual([]);
  });

  it('adds, reorders and removes events with the keyboard-reachable buttons', async () => {
    const user = userEvent.setup();
    serveEditais();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Novo concurso' }));
    await user.type(eventGroup('sem nome').getByLabelText(/^Nome do teste/), 'Barra');
    await user.click(editor().getByRole('button', { name: 'Adicionar teste' }));
    await user.type(eventGroup('sem nome').getByLabelText(/^Nome do teste/), 'Corrida');
    const legends = () =>
      editor()
        .getAllByRole('group', { name: /^Teste \d+:/ })
        .map((group) => group.querySelector('legend')?.textContent);
    expect(legends()).toEqual(['Teste 1: Barra', 'Teste 2: Corrida']);
    await user.click(editor().getByRole('button', { name: 'Mover Corrida para cima' }));
    expect(legends()).toEqual(['Teste 1: Corrida', 'Teste 2: Barra']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mover Corrida para baixo'));
    await user.click(editor().getByRole('button', { name: 'Remover teste Barra' }));
    expect(legends()).toEqual(['Teste 1: Corrida']);
  });
});
