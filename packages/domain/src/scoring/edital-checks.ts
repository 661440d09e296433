import { sexName } from '../profile/sex';
import type { Better, Edital, Measure } from './edital-shape';

// Consistency rules of an edital document. Each returns the problems found (path + pt-BR message);
// the schema turns them into zod issues, so an admin sees where each problem is.

export interface Problem {
  path: (string | number)[];
  message: string;
}

const EXPECTED_BETTER: Record<Measure, Better> = {
  reps: 'higher',
  seconds_hang: 'higher',
  seconds_time: 'lower',
};

export function checkMeasureDirection(table: { measure: Measure; better: Better }): Problem[] {
  const expected = EXPECTED_BETTER[table.measure];
  if (table.better === expected) return [];
  return [{ path: ['better'], message: `A medida "${table.measure}" exige better "${expected}"` }];
}

// The percentile model takes the log of hang seconds: a hang table's minimum must be at least 1 s.
export const HANG_MESSAGE = 'Na suspensão (seconds_hang) a marca mínima deve ser de pelo menos 1 s';

interface LinearAnchors {
  measure: Measure;
  better: Better;
  minimum: number;
  top: number;
  step: number;
}

export function checkLinearAnchors(table: LinearAnchors): Problem[] {
  const problems: Problem[] = [];
  const { measure, better, minimum, top, step } = table;
  if (measure === 'seconds_hang' && minimum < 1) problems.push({ path: ['minimum'], message: HANG_MESSAGE });
  if (minimum === top) {
    problems.push({ path: ['top'], message: 'A marca máxima (top) é igual à marca mínima' });
  } else if (better === 'higher' && top < minimum) {
    problems.push({
      path: ['top'],
      message: 'Com better "higher", a marca máxima (top) deve ser maior que a mínima',
    });
  } else if (better === 'lower' && top > minimum) {
    problems.push({
      path: ['top'],
      message: 'Com better "lower", a marca máxima (top) deve ser menor que a mínima',
    });
  }
  const perGrade = 1 / step;
  if (Math.abs(perGrade - Math.round(perGrade)) > 1e-9) {
    problems.push({ path: ['step'], message: 'O passo deve dividir 1 (ex.: 0,25, 0,5 ou 0,1)' });
  }
  return problems;
}

type Table = Edital['tests'][number]['tables'][number];

const sameScope = (a: Table, b: Table) => a.sex === b.sex && a.cargo === b.cargo;
const overlaps = (a: Table['ageBand'], b: Table['ageBand']) =>
  a === undefined || b === undefined ? a === b : a.min <= b.max && b.min <= a.max;

export function checkEdital(edital: Edital): Problem[] {
  const problems: Problem[] = [];
  const seenKeys = new Set<string>();
  edital.tests.forEach((test, t) => {
    if (seenKeys.has(test.key)) {
      problems.push({
        path: ['tests', t, 'key'],
        message: `Teste repetido: "${test.key}" já aparece no edital`,
      });
    }
    seenKeys.add(test.key);
    test.tables.forEach((table, i) => {
      const path = ['tests', t, 'tables', i];
      if (table.kind === 'bands') {
        table.rows.forEach((row, r) => {
          if (row.points > edital.pointsScale) {
            const message = `A pontuação ${row.points} passa da escala do edital (${edital.pointsScale})`;
            problems.push({ path: [...path, 'rows', r, 'points'], message });
          }
        });
      }
      const earlier = test.tables.slice(0, i);
      const sex = sexName(table.sex);
      if (earlier.some((other) => other.sex === table.sex && other.measure !== table.measure)) {
        const message = `As tabelas de ${test.label} do sexo ${sex} devem usar a mesma medida`;
        problems.push({ path: [...path, 'measure'], message });
      }
      if (earlier.some((other) => sameScope(other, table) && overlaps(other.ageBand, table.ageBand))) {
        const cargo = table.cargo ? ` e cargo ${table.cargo}` : '';
        const age = table.ageBand ? ' e faixa etária sobreposta' : '';
        const message = `Tabela duplicada: já existe uma tabela de ${test.label} para o sexo ${sex}${cargo}${age}`;
        problems.push({ path, message });
      }
    });
  });
  return problems;
}
