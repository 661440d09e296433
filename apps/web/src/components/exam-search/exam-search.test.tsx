import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditalSummary } from '@/lib/queries/taf';
import { catalogueEntry, EXAM_CATALOGUE } from './exam-catalogue.fixture';
import { ExamSearch } from './exam-search';

interface SearchProps {
  sex?: 'M' | 'F' | null;
  exams?: EditalSummary[];
  initialId?: string | null;
  chosen?: string[];
}

/** The search as a page holds it: a choice moves the current exam. */
function Search({ sex = 'F', exams = EXAM_CATALOGUE, initialId = null, chosen = [] }: SearchProps) {
  const [chosenId, setChosenId] = useState<string | null>(initialId);
  return (
    <ExamSearch
      id="concurso"
      exams={exams}
      sex={sex}
      chosenId={chosenId}
      onChoose={(exam) => {
        chosen.push(exam.id);
        setChosenId(exam.id);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Qual é o seu concurso?' });
const options = () => within(screen.getByRole('listbox', { name: 'Concursos' })).queryAllByRole('option');
/** Each option's first line: its short name. */
const shortNames = () => options().map((option) => option.querySelector('.font-medium')?.textContent);

async function search(query: string) {
  await userEvent.clear(field());
  if (query) await userEvent.type(field(), query);
}

describe('ExamSearch', () => {
  it('lists the default exam first, then the complete ones, eight at most, before anything is typed', () => {
    render(<Search sex="M" />);
    expect(shortNames()).toEqual([
      'CBMDF 2025 — referência estimada',
      'Brigada Militar RS — Soldado (2022)',
      'CBMMG 2026 (CFSd) — masculino',
      'CBMPB — Soldado (2023)',
      'Polícia Civil PB (2022)',
      'PMESP — Soldado (2025)',
      'PMPA (2021)',
      'PMPB — Soldado (2023)',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Mostrando 8 de 17 concursos. Digite para encontrar o seu.',
    );
    expect(field().getAttribute('aria-describedby')).toBe('concurso-dica');
    expect(screen.getByText(/Busque pela corporação, estado ou nome/).id).toBe('concurso-dica');
  });

  it("'pm sp' lists PMESP's soldier exam first; the officer's, partial, says 'Tabela incompleta'", async () => {
    render(<Search />);
    await search('pm sp');
    expect(shortNames()).toEqual(['PMESP — Soldado (2025)', 'PMESP — Aluno Oficial (2025)']);
    const [soldier, officer] = options();
    expect(soldier?.textContent).toContain('Polícia Militar do Estado de São Paulo · SP');
    expect(soldier?.textContent).not.toContain('Tabela incompleta');
    expect(officer?.textContent).toContain('Tabela incompleta');
    expect(screen.getByRole('status').textContent).toBe('2 concursos encontrados.');
  });

  it("'bombeiros' finds the CBMDF and the CBMPB", async () => {
    render(<Search />);
    await search('bombeiros');
    expect(shortNames()).toEqual(['CBMDF 2025 — referência estimada', 'CBMPB — Soldado (2023)']);
  });

  it("'polícia federal' finds the Polícia Federal before the exams of the Distrito Federal", async () => {
    render(<Search />);
    await search('polícia federal');
    const names = shortNames();
    expect(names.slice(0, 2)).toEqual(['Polícia Federal (2021)', 'Polícia Federal (2025)']);
    expect(names.slice(2)).toContain('Polícia Penal DF');
    expect(options()[0]?.textContent).toContain('Polícia Federal · Federal');
  });

  it('offers a woman no edital without tables for her sex (CBMMG 2026 CFSd masculino)', async () => {
    render(<Search sex="F" />);
    for (const query of ['', 'bombeiros', 'minas', 'cbmmg']) {
      await search(query);
      expect(shortNames()).not.toContain('CBMMG 2026 (CFSd) — masculino');
    }
    expect(screen.getByRole('status').textContent).toBe(
      'Nenhum concurso encontrado. Tente o nome da corporação ou a sigla do estado.',
    );
    expect(options()).toEqual([]);
  });

  it("gives a man 'bombeiros' with the CBMMG", async () => {
    render(<Search sex="M" />);
    await search('bombeiros');
    expect(shortNames()).toEqual([
      'CBMDF 2025 — referência estimada',
      'CBMMG 2026 (CFSd) — masculino',
      'CBMPB — Soldado (2023)',
    ]);
  });

  it('says when nothing matches', async () => {
    render(<Search />);
    await search('guarda municipal');
    expect(options()).toEqual([]);
    expect(
      screen.getByText('Nenhum concurso encontrado. Tente o nome da corporação ou a sigla do estado.'),
    ).toBeTruthy();
  });

  it('chooses by keyboard: ↓/↑ point at an option (wrapping), Enter chooses it, Escape clears the search', async () => {
    const chosen: string[] = [];
    render(<Search chosen={chosen} />);
    await search('pm sp');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = options();
    expect(field().getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(field().getAttribute('aria-activedescendant')).toBe(second?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field().getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(document.activeElement).toBe(field());
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['pmesp-2025-oficial']);
    expect(screen.getByText('Concurso escolhido').parentElement?.textContent).toContain(
      'PMESP — Aluno Oficial (2025)',
    );
    await userEvent.keyboard('{Escape}');
    expect((field() as HTMLInputElement).value).toBe('');
    expect(options()).toHaveLength(8);
  });

  it('chooses with a click, ticks the current exam and never re-chooses it', async () => {
    const chosen: string[] = [];
    render(<Search chosen={chosen} />);
    await search('penal');
    await userEvent.click(screen.getByRole('option', { name: /Polícia Penal DF/ }));
    expect(chosen).toEqual(['ppdf-taf']);
    expect(screen.getByRole('option', { name: /Polícia Penal DF/ }).textContent).toContain('Atual');
    await userEvent.click(screen.getByRole('option', { name: /Polícia Penal DF/ }));
    expect(chosen).toEqual(['ppdf-taf']);
  });

  it('shows the default CBMDF while nothing is chosen, with its estimate note', () => {
    render(<Search />);
    const current = screen.getByText('Concurso padrão, até você escolher o seu').parentElement;
    expect(current?.textContent).toContain('CBMDF 2025 — referência estimada');
    expect(current?.textContent).toContain('Corpo de Bombeiros Militar do Distrito Federal · DF');
    expect(current?.textContent).toContain('Valores estimados até a publicação oficial.');
    expect(current?.textContent).not.toContain('Tabela incompleta');
  });

  it('shows a partial exam as incomplete, trained for while its grading waits', () => {
    render(<Search initialId="pf-2021" />);
    const current = screen.getByText('Concurso escolhido').parentElement;
    expect(current?.textContent).toContain('Polícia Federal (2021)');
    expect(current?.textContent).toContain('Tabela incompleta');
    expect(current?.textContent).toContain('Você já pode acompanhar e treinar para este concurso');
    expect(current?.textContent).not.toContain('Valores estimados');
  });

  it('keeps an archived exam for whoever follows it, offered to no one else', async () => {
    const exams = EXAM_CATALOGUE.map((exam) =>
      exam.id === 'pmpa-2021' ? { ...exam, is_archived: true } : exam,
    );
    render(<Search exams={exams} initialId="pmpa-2021" />);
    expect(screen.getByText('Concurso escolhido').parentElement?.textContent).toContain('Concurso arquivado');
    await search('pará');
    expect(shortNames()).not.toContain('PMPA (2021)');
  });

  it('finds an edital imported without a body by its name', async () => {
    const imported: EditalSummary = {
      ...catalogueEntry('cbmmg-2026-cfsd-masculino'),
      id: 'gcm-rio-2026',
      name: 'Guarda Municipal do Rio 2026',
      short_name: 'GM Rio (2026)',
      body: null,
      uf: 'RJ',
      tests: catalogueEntry('pmesp-2025-soldado').tests,
    };
    render(<Search exams={[...EXAM_CATALOGUE, imported]} />);
    await search('guarda rio');
    expect(shortNames()).toEqual(['GM Rio (2026)']);
    expect(options()[0]?.textContent).toContain('Guarda Municipal do Rio 2026 · RJ');
  });

  it('lets long names wrap inside a 360 px screen', async () => {
    render(<Search />);
    await search('pmesp soldado');
    const name = screen.getByRole('option', { name: /PMESP — Soldado/ }).querySelector('.font-medium');
    expect(name?.className).toContain('wrap-anywhere');
    expect(name?.className).toContain('min-w-0');
  });
});
