import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import AdminEditaisPage from '../../admin-editais-page';
import { serveEditais } from '../testing/serve-editais';

const renderPage = () =>
  renderRoutes([{ path: '/admin/editais', element: <AdminEditaisPage /> }], '/admin/editais');

const entry = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Editais e concursos' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name));
  if (!item) throw new Error(`Sem ${name} no catálogo`);
  return within(item);
};

describe('the catalogue on /admin/editais', () => {
  it('lists each edital and exam with its version, format and state; the default has no archive', async () => {
    serveEditais();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Editais e concursos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'CBMDF 2025 — referência estimada · versão 1',
      'PMESP — Soldado (2025) · versão 1',
      'Polícia Federal (2021) · versão 1',
      'PMPA (2021) · versão 1',
    ]);
    const cbmdf = await entry('CBMDF 2025');
    expect(cbmdf.getByText('Tabela 0–10')).toBeTruthy();
    expect(cbmdf.queryByRole('button', { name: /^Arquivar/ })).toBeNull();
    expect(cbmdf.queryByRole('button', { name: /^Editar/ })).toBeNull();
    const pf = await entry('Polícia Federal (2021)');
    expect(pf.getByText('Marcas mínimas')).toBeTruthy();
    expect(pf.getByText('Tabela incompleta')).toBeTruthy();
    expect(pf.getByRole('button', { name: 'Editar Polícia Federal (2021)' })).toBeTruthy();
    const pmpa = await entry('PMPA (2021)');
    expect(pmpa.getByText('Arquivado')).toBeTruthy();
    expect(pmpa.getByRole('button', { name: /^Reativar/ })).toBeTruthy();
  });

  it('archives only after the admin confirms, then offers to reactivate', async () => {
    const user = userEvent.setup();
    const calls = serveEditais();
    renderPage();
    const pmesp = await entry('PMESP — Soldado (2025)');
    await user.click(pmesp.getByRole('button', { name: 'Arquivar PMESP — Soldado (2025)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Arquivar concurso?' });
    expect(dialog.textContent).toContain('Quem já o segue continua com ele.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.archive).toEqual([]);

    await user.click(pmesp.getByRole('button', { name: 'Arquivar PMESP — Soldado (2025)' }));
    dialog = await screen.findByRole('dialog', { name: 'Arquivar concurso?' });
    await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(calls.archive).toEqual([{ edital_id: 'pmesp-2025-soldado', archived: true }]));
    const archived = await entry('PMESP — Soldado (2025)');
    expect(await archived.findByText('Arquivado')).toBeTruthy();
    expect(archived.getByRole('button', { name: 'Reativar PMESP — Soldado (2025)' })).toBeTruthy();
  });

  it('reactivates an archived exam after confirming', async () => {
    const user = userEvent.setup();
    const calls = serveEditais();
    renderPage();
    const pmpa = await entry('PMPA (2021)');
    await user.click(pmpa.getByRole('button', { name: /^Reativar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reativar concurso?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(calls.archive).toEqual([{ edital_id: 'pmpa-2021', archived: false }]));
  });

  it('opens an empty form for a new exam, version 1 with an editable id', async () => {
    const user = userEvent.setup();
    serveEditais();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Novo concurso' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Novo concurso' });
    expect(document.activeElement).toBe(heading);
    const form = within(screen.getByRole('form', { name: 'Novo concurso' }));
    const id = form.getByLabelText(/^Identificador/) as HTMLInputElement;
    expect([id.value, id.readOnly]).toEqual(['', false]);
    expect((form.getByLabelText('Versão') as HTMLInputElement).value).toBe('1');
    await user.click(form.getByRole('button', { name: 'Fechar editor' }));
    expect(screen.queryByRole('form', { name: 'Novo concurso' })).toBeNull();
  });
});
