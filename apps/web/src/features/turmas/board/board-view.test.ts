import { describe, expect, it } from 'vitest';
import { buildCsv } from '@/lib/csv';
import { notSharingRow, sharingRow, simulation } from '../testing/turma-fixtures';
import { boardCsvName, boardCsvRows, filterRows, nextSort, sortRows } from './board-view';

const ana = sharingRow({
  student_id: 'ana',
  nickname: 'Ána',
  full_name: 'Ana Souza',
  week: { sessions_done: 3, sessions_planned: 4, sessions_expected: 2, plan_source: 'turma' },
  last_simulation: simulation({ apto: true, nota_final: 8.25, score: 8.25, trend: 'up' }),
  chance: { low: 0.7, high: 0.85, range: '70–85 %', too_few_results: false, weakest_label: 'Natação 100 m' },
  days_since_activity: 0,
});
const bruno = sharingRow({
  student_id: 'bruno',
  nickname: 'Bruno',
  full_name: 'Bruno Lima',
  week: { sessions_done: 0, sessions_planned: null, sessions_expected: 0, plan_source: null },
  last_simulation: null,
  days_since_activity: null,
  flags: [{ code: 'idle', text: 'sem treinos registrados' }],
});
const caio = sharingRow({
  student_id: 'caio',
  nickname: 'caio',
  full_name: null,
  week: { sessions_done: 1, sessions_planned: 5, sessions_expected: 3, plan_source: 'aluno' },
  last_simulation: simulation({ apto: false, score: 40, trend: 'down', at: '2026-11-20T02:00:00.000Z' }),
  chance: { low: 0.1, high: 0.9, range: '10–90 %', too_few_results: true, weakest_label: 'Barra' },
  days_since_activity: 9,
  flags: [
    { code: 'behind_plan', text: 'atrás do plano' },
    { code: 'at_risk', text: 'em risco na barra', test_key: 'barra' },
    { code: 'idle', text: 'sem treinar há 9 dias' },
  ],
});
const dora = notSharingRow({ student_id: 'dora', nickname: 'Dora', full_name: 'Dora "D" Reis; PM' });
const rows = [dora, caio, bruno, ana];
const ids = (list: readonly { student_id: string }[]) => list.map((row) => row.student_id);

describe('the turma board, arranged', () => {
  it('sorts by name A–Z (accents and case aside) and back', () => {
    expect(ids(sortRows(rows, { column: 'aluno', direction: 'asc' }))).toEqual([
      'ana',
      'bruno',
      'caio',
      'dora',
    ]);
    expect(ids(sortRows(rows, { column: 'aluno', direction: 'desc' }))).toEqual([
      'dora',
      'caio',
      'bruno',
      'ana',
    ]);
  });

  it('sorts the numbers with whoever has none last, in either direction', () => {
    expect(ids(sortRows(rows, { column: 'semana', direction: 'asc' }))).toEqual([
      'bruno',
      'caio',
      'ana',
      'dora',
    ]);
    expect(ids(sortRows(rows, { column: 'simulado', direction: 'desc' }))).toEqual([
      'caio',
      'ana',
      'bruno',
      'dora',
    ]);
    expect(ids(sortRows(rows, { column: 'simulado', direction: 'asc' }))).toEqual([
      'ana',
      'caio',
      'bruno',
      'dora',
    ]);
    // Never trained is the most idle of all.
    // By the band's middle; 'poucos dados' (caio) and no estimate go last either way.
    expect(ids(sortRows(rows, { column: 'chance', direction: 'asc' }))).toEqual([
      'ana',
      'bruno',
      'caio',
      'dora',
    ]);
    expect(ids(sortRows([caio, ana, dora], { column: 'chance', direction: 'desc' }))).toEqual([
      'ana',
      'caio',
      'dora',
    ]);
    expect(ids(sortRows(rows, { column: 'dias', direction: 'desc' }))).toEqual([
      'bruno',
      'caio',
      'ana',
      'dora',
    ]);
    expect(ids(sortRows(rows, { column: 'alertas', direction: 'desc' }))).toEqual([
      'caio',
      'bruno',
      'ana',
      'dora',
    ]);
  });

  it('turns a column around on a second click; another column starts from what needs attention', () => {
    expect(nextSort({ column: 'aluno', direction: 'asc' }, 'aluno')).toEqual({
      column: 'aluno',
      direction: 'desc',
    });
    expect(nextSort({ column: 'aluno', direction: 'asc' }, 'alertas')).toEqual({
      column: 'alertas',
      direction: 'desc',
    });
    expect(nextSort({ column: 'dias', direction: 'desc' }, 'semana')).toEqual({
      column: 'semana',
      direction: 'asc',
    });
  });

  it('filters by part of the nickname or the full name, and to those with alerts', () => {
    expect(ids(filterRows(rows, { text: 'ana', onlyAlerts: false }))).toEqual(['ana']);
    expect(ids(filterRows(rows, { text: 'LIMA', onlyAlerts: false }))).toEqual(['bruno']);
    expect(ids(filterRows(rows, { text: '  ', onlyAlerts: true }))).toEqual(['caio', 'bruno']);
    expect(ids(filterRows(rows, { text: 'reis', onlyAlerts: true }))).toEqual([]);
  });

  it('writes the rows as a CSV for a pt-BR Excel: done and planned apart, whose plan, the decimal comma, quotes when needed', () => {
    const csv = buildCsv(boardCsvRows(sortRows(rows, { column: 'aluno', direction: 'asc' })));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Apelido;Nome completo;Treinos feitos na semana;Treinos previstos na semana;Plano;Último simulado;Nota;Data do simulado;Tendência;Chance de aprovação;Dias sem treinar;Alertas',
      'Ána;Ana Souza;3;4;plano da turma;Apto;8,25;24/11/2026;subiu;70–85 %;0;',
      'Bruno;Bruno Lima;0;;;;;;;;;sem treinos registrados',
      // 02:00 UTC on the 20th is still the 19th in Brasília.
      'caio;;1;5;alterado pelo aluno;Inapto;;19/11/2026;caiu;poucos dados;9;atrás do plano, em risco na barra, sem treinar há 9 dias',
      'Dora;"Dora ""D"" Reis; PM";;;;;;;;;;Não compartilha mais os dados',
      '',
    ]);
  });

  it('names the file after the turma and the day', () => {
    expect(boardCsvName('Turma CBMDF – Sábado!', '2026-11-26')).toBe(
      'turma-turma-cbmdf-sabado-2026-11-26.csv',
    );
    expect(boardCsvName('***', '2026-11-26')).toBe('turma-turma-2026-11-26.csv');
  });
});
