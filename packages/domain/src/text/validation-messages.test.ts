import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation-messages';

// Per parse, not z.config: the domain tests share one process (vitest.config.ts, isolate: false).
const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: validationMessage });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]?.message;
};

describe('validation messages a person reads', () => {
  it.each([
    [
      'a number that is not finite (1e309)',
      z.number(),
      Number.POSITIVE_INFINITY,
      'Informe um número válido.',
    ],
    ['text for a number', z.number().int(), 'dez', 'Informe um número válido.'],
    ['a missing field', z.object({ p_nome: z.string() }), {}, 'Preencha todos os campos obrigatórios.'],
    ['an empty text', z.string().min(1), '', 'Preencha este campo.'],
    ['a short text', z.string().min(8), 'abc', 'Use pelo menos 8 caracteres.'],
    ['a long text', z.string().max(2000), 'x'.repeat(2001), 'Use no máximo 2.000 caracteres.'],
    ['a small number', z.number().min(30), 12, 'O valor deve ser no mínimo 30.'],
    ['a big number', z.number().max(1500.5), 2000, 'O valor deve ser no máximo 1.500,5.'],
    ['a positive number', z.number().positive(), 0, 'O valor deve ser maior que 0.'],
    ['an unknown option', z.enum(['M', 'F']), 'X', 'Escolha uma das opções válidas.'],
    ['a bad e-mail', z.email(), 'ana@', 'E-mail inválido.'],
    ['a bad id', z.uuid(), '123', 'Identificador inválido.'],
    ['a bad date', z.iso.date(), '2026-13-01', 'Data inválida.'],
    ['too many items', z.array(z.number()).max(3), [1, 2, 3, 4], 'Escolha no máximo 3 itens.'],
  ])('%s', (_case, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('never names a parameter: an unexpected key is refused without its name', () => {
    const message = messageOf(z.object({ a: z.number() }).strict(), { a: 1, p_segredo: 2 });
    expect(message).toBe('O envio tem dados que não eram esperados.');
    expect(message).not.toContain('p_segredo');
  });

  it("a schema's own message still wins", () => {
    expect(messageOf(z.string({ error: 'Informe o apelido.' }), undefined)).toBe('Informe o apelido.');
  });
});
