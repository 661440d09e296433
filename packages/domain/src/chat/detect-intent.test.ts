import { describe, expect, it } from 'vitest';
import { type ChatIntent, detectIntent } from './detect-intent';
import { tokenize } from './fold-text';
import { editDistance, isNear } from './fuzzy-match';

const ALL = ['corrida', 'barra', 'natacao'];
const mark = (tests: string[], target: unknown): ChatIntent =>
  ({ kind: 'required_mark', tests, target }) as ChatIntent;
const grade = (value: number) => ({ kind: 'grade', grade: value });
const topic = (name: string) => ({ kind: 'topic', topic: name }) as ChatIntent;
const dose = (test: string, how: string) => ({ kind: 'dose', test, dose: how }) as ChatIntent;

// Questions as candidates type them: accents or not, typos, slang, abbreviations.
describe('detectIntent', () => {
  it.each<[string, ChatIntent]>([
    // The four quick questions (spec §2) get their canned topic.
    ['Qual o tempo ideal para os 2400 m?', topic('corrida')],
    ['Como melhorar a técnica da barra dinâmica?', topic('barra')],
    ['Como respirar nos 100 m de natação?', topic('natacao')],
    ['Qual o treino semanal mínimo?', topic('semanal')],
    // Keyword replies (spec §4): 2400/corrida, barra/força, natação/100m.
    ['dicas pra corrida', topic('corrida')],
    ['COMO MELHORAR NO 2.400?', topic('corrida')],
    ['como melhoro meu pace?', topic('corrida')],
    ['to mt lento na corida', topic('corrida')],
    ['respiração na corrida', topic('corrida')],
    ['como ganhar forca pra barra fixa', topic('barra')],
    ['Força!', topic('barra')],
    ['barrra dinamica como faz', topic('barra')],
    ['dicas de natacao', topic('natacao')],
    ['nataçao ta dificil', topic('natacao')],
    ['como melhorar nos 100m', topic('natacao')],
    ['quantos dias por semana devo treinar?', topic('semanal')],
    ['creatina ajuda?', topic('suplementacao')],
    ['quanta agua beber no dia da prova', topic('hidratacao')],
    ['tô cansado demais, dor na canela', topic('recuperacao')],
    ['o que comer antes do treino', topic('nutricao')],
    // Personal questions.
    ['Quanto preciso na corrida para nota 7?', mark(['corrida'], grade(7))],
    ['qto preciso na corida pra tirar 8?', mark(['corrida'], grade(8))],
    ['quantas barras preciso pra nota 10', mark(['barra'], grade(10))],
    ['qual tempo pra nota maxima na natacao', mark(['natacao'], grade(10))],
    ['nota 7,5 na corrida', mark(['corrida'], grade(7.5))],
    ['nota sete na natação', mark(['natacao'], grade(7))],
    ['quero tirar uma nota 9 nos 2400', mark(['corrida'], grade(9))],
    ['tempo minimo dos 2400', mark(['corrida'], { kind: 'pass' })],
    ['oq preciso pra passar na barra?', mark(['barra'], { kind: 'pass' })],
    ['quero medalha de ouro nos 100m', mark(['natacao'], { kind: 'medal', medal: 'ouro', grade: 9 })],
    ['Quanto preciso pra nota 7?', mark(ALL, grade(7))],
    ['nota 11 na corrida', mark(['corrida'], grade(11))],
    ['tabela da barra', mark(['barra'], null)],
    ['qnto preciso na natacao', mark(['natacao'], null)],
    ['Quantos dias faltam?', { kind: 'countdown' }],
    ['qnts dias falta pro taf', { kind: 'countdown' }],
    ['quando é meu TAF?', { kind: 'countdown' }],
    ['qual a data da prova', { kind: 'countdown' }],
    ['Qual minha patente?', { kind: 'rank' }],
    ['qual minha patenti', { kind: 'rank' }],
    ['qual a minha graduaçao', { kind: 'rank' }],
    ['quanto falta pra eu ser promovido', { kind: 'rank' }],
    // Small talk and everything else.
    ['oi', { kind: 'greeting' }],
    ['Bom dia!', { kind: 'greeting' }],
    ['valeu mano', { kind: 'thanks' }],
    ['obrigadaa', { kind: 'thanks' }],
    ['asdfgh', { kind: 'generic' }],
    // Near misses that must not trigger a topic: 'nada' is not swimming, 'forma' is not 'força'.
    ['não entendi nada', { kind: 'generic' }],
    ['como ficar em forma', { kind: 'generic' }],
    ['posso treinar de noite?', { kind: 'generic' }],
    ['fazer 8 barras dá quanto?', topic('barra')],
    // The question's form weighs with its words (issue 21 §10): how often and how much, per test.
    ['Quantas vezes por semana devo nadar para melhorar os 100m?', dose('natacao', 'frequencia')],
    ['com que frequência treinar barra?', dose('barra', 'frequencia')],
    ['quantos dias por semana devo correr pro 2400?', dose('corrida', 'frequencia')],
    ['quantos km por semana correr?', dose('corrida', 'volume')],
    ['quantos km devo correr no treino de corrida?', dose('corrida', 'volume')],
    ['quantas series de barra por treino', dose('barra', 'volume')],
    ['quantos metros nadar por treino de natação', dose('natacao', 'volume')],
    // 'Como' stays technique; a how-often with no test is the weekly routine.
    ['Como respirar na natação?', topic('natacao')],
    ['quantas vezes por semana devo treinar?', topic('semanal')],
    ['', { kind: 'generic' }],
  ])('%j', (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
});

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['Quanto preciso nos 2.400m p/ nota 7,5?', ['quanto', 'preciso', 'nos', '2400', 'm', 'p', 'nota', '7.5']],
    ['NATAÇÃO — 100 M', ['natacao', '100', 'm']],
    ['Força!!', ['forca']],
  ])('%j', (text, tokens) => expect(tokenize(text)).toEqual(tokens));
});

describe('typo tolerance', () => {
  it.each<[string, string, number]>([
    ['corrida', 'corrida', 0],
    ['corida', 'corrida', 1],
    ['corrdia', 'corrida', 1], // swapped neighbours count once
    ['natcao', 'natacao', 1],
    ['respiraco', 'respiracao', 1],
    ['barra', 'forca', 3],
  ])('%s ↔ %s: %d edits', (a, b, edits) => expect(editDistance(a, b)).toBe(edits));

  it.each<[string, string, boolean]>([
    ['corida', 'corrida', true],
    ['respirasao', 'respiracao', true],
    ['patenti', 'patente', true],
    ['corrigido', 'corrida', false],
    ['nado', 'nada', false], // short words must be exact
    ['bar', 'barra', false],
  ])('%s near %s → %s', (word, keyword, near) => expect(isNear(word, keyword)).toBe(near));
});
