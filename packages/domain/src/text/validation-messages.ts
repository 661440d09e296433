import type { z } from 'zod';
import { formatNumber } from '../format/number';

/**
 * What a person reads when an input is refused without a message of its own: Brazilian Portuguese,
 * plain words, and never the name of a parameter nor a type from the code (zod's own Portuguese
 * locale is European — 'Demasiado pequeno: esperava…' — and names keys: 'Chave inválida: "x"').
 * Installed with `z.config({ localeError: validationMessage })` by the server and the web app;
 * a schema's own message (`{ error: '…' }`) still wins.
 */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return 'Escolha uma das opções válidas.';
    case 'not_multiple_of':
      return 'Número inválido.';
    case 'unrecognized_keys':
      return 'O envio tem dados que não eram esperados.';
    default:
      return 'Dados inválidos.';
  }
}

const number = (value: number) => formatNumber(value, { maxDecimals: 2 });

function invalidType(expected: string, input: unknown): string {
  if (input === undefined || input === null) return 'Preencha todos os campos obrigatórios.';
  if (expected === 'number' || expected === 'int' || expected === 'bigint')
    return 'Informe um número válido.';
  if (expected === 'string') return 'Informe um texto.';
  if (expected === 'boolean') return 'Informe sim ou não.';
  if (expected === 'date') return 'Data inválida.';
  return 'Dados inválidos.';
}

function tooSmall(origin: string, minimum: number, inclusive: boolean): string {
  if (origin === 'string') {
    return minimum <= 1 ? 'Preencha este campo.' : `Use pelo menos ${number(minimum)} caracteres.`;
  }
  if (origin === 'array' || origin === 'set') {
    return minimum <= 1 ? 'Escolha pelo menos um item.' : `Escolha pelo menos ${number(minimum)} itens.`;
  }
  if (origin === 'date') return 'Data anterior à permitida.';
  return inclusive
    ? `O valor deve ser no mínimo ${number(minimum)}.`
    : `O valor deve ser maior que ${number(minimum)}.`;
}

function tooBig(origin: string, maximum: number, inclusive: boolean): string {
  if (origin === 'string') return `Use no máximo ${number(maximum)} caracteres.`;
  if (origin === 'array' || origin === 'set') return `Escolha no máximo ${number(maximum)} itens.`;
  if (origin === 'file') return 'O arquivo é grande demais.';
  if (origin === 'date') return 'Data posterior à permitida.';
  return inclusive
    ? `O valor deve ser no máximo ${number(maximum)}.`
    : `O valor deve ser menor que ${number(maximum)}.`;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'E-mail inválido.',
  url: 'Endereço inválido.',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  date: 'Data inválida.',
  datetime: 'Data e hora inválidas.',
  time: 'Hora inválida.',
  regex: 'Formato inválido.',
};
