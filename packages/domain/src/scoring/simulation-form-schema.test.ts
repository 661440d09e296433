import { describe, expect, it } from 'vitest';
import { firstBlankField, SimulationFormSchema, type SimulationFormValues } from './simulation-form-schema';

const valid: SimulationFormValues = { bar: '12', run: '10:30', swim: '1:45' };

describe('SimulationFormSchema', () => {
  it('gives reps and seconds', () => {
    expect(SimulationFormSchema.parse(valid)).toEqual({ bar: 12, run: 630, swim: 105 });
    expect(SimulationFormSchema.parse({ ...valid, bar: '0' }).bar).toBe(0);
  });
  it.each<[Partial<SimulationFormValues>, string, string]>([
    [{ bar: '' }, 'bar', 'Campo obrigatório.'],
    [{ bar: '1,5' }, 'bar', 'Use apenas números inteiros.'],
    [{ run: '' }, 'run', 'Campo obrigatório.'],
    [{ run: '10:75' }, 'run', 'Tempo inválido (use MM:SS)'],
    [{ run: '00:00' }, 'run', 'Tempo inválido (use MM:SS)'],
    [{ swim: '145' }, 'swim', 'Tempo inválido (use MM:SS)'],
  ])('%o → %s: %s', (patch, field, message) => {
    const issue = SimulationFormSchema.safeParse({ ...valid, ...patch }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
  it('finds the first blank field', () => {
    expect(firstBlankField(valid)).toBeUndefined();
    expect(firstBlankField({ bar: '1', run: ' ', swim: '' })).toBe('run');
  });
});
