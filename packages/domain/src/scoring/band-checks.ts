import { HANG_MESSAGE, type Problem } from './edital-checks';
import type { BandRow, Better, Measure } from './edital-shape';

// Band rows: inclusive whole-unit bounds, contiguous, points rising towards the better results,
// the best band open-ended and a minimum mark below which a result scores 0.

const low = (row: BandRow) => row.lower ?? Number.NEGATIVE_INFINITY;
const high = (row: BandRow) => row.upper ?? Number.POSITIVE_INFINITY;

export function checkBandRows(rows: BandRow[], better: Better, measure: Measure): Problem[] {
  const problems: Problem[] = [];
  const at = (index: number, field: keyof BandRow) => ['rows', index, field];
  rows.forEach((row, index) => {
    if (low(row) > high(row)) {
      problems.push({
        path: at(index, 'upper'),
        message: 'O limite inferior da faixa é maior que o superior',
      });
    }
  });
  // Rows in ascending order of value; each must start right after the previous one ends.
  const order = rows
    .map((_, index) => index)
    .sort((a, b) => low(rows[a] as BandRow) - low(rows[b] as BandRow));
  const sorted = order.map((index) => rows[index] as BandRow);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1] as BandRow;
    const current = sorted[i] as BandRow;
    const index = order[i] as number;
    if (low(current) <= high(previous)) {
      const end = previous.upper === undefined ? 'não tem limite superior' : `vai até ${previous.upper}`;
      problems.push({ path: at(index, 'lower'), message: `Faixas sobrepostas: a faixa anterior ${end}` });
    } else if (low(current) > high(previous) + 1) {
      const gap = `${high(previous) + 1} a ${low(current) - 1}`;
      problems.push({ path: at(index, 'lower'), message: `Lacuna entre faixas: nenhuma faixa cobre ${gap}` });
    }
    const ordered = better === 'higher' ? current.points > previous.points : current.points < previous.points;
    if (!ordered) {
      const direction = better === 'higher' ? 'maiores' : 'menores';
      problems.push({
        path: at(index, 'points'),
        message: `A pontuação deve crescer para valores ${direction}`,
      });
    }
  }
  const best = better === 'higher' ? sorted.length - 1 : 0;
  const bestRow = sorted[best];
  if (bestRow && (better === 'higher' ? bestRow.upper : bestRow.lower) !== undefined) {
    const field = better === 'higher' ? 'upper' : 'lower';
    const message = `A melhor faixa não pode ter "${field}": superar a marca máxima dá a pontuação máxima`;
    problems.push({ path: at(order[best] as number, field), message });
  }
  const worstRow = sorted[better === 'higher' ? 0 : sorted.length - 1];
  if (
    worstRow &&
    worstRow.points > 0 &&
    (better === 'higher' ? worstRow.lower : worstRow.upper) === undefined
  ) {
    problems.push({
      path: ['rows'],
      message: 'A tabela precisa de uma marca mínima: a pior faixa com pontos é aberta',
    });
  }
  const passing = sorted.filter((row) => row.points > 0);
  const weakest = better === 'higher' ? passing[0] : passing[passing.length - 1];
  if (measure === 'seconds_hang' && weakest?.lower !== undefined && weakest.lower < 1) {
    problems.push({ path: at(rows.indexOf(weakest), 'lower'), message: HANG_MESSAGE });
  }
  if (passing.length < 2) {
    problems.push({ path: ['rows'], message: 'A tabela precisa de pelo menos duas faixas com pontos' });
  }
  return problems;
}
