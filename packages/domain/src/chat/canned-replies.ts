import type { SnippetTopic } from '../rewards/reward-types';
import type { ChatLinkKey } from './chat-message';
import type { TrainingDose } from './detect-intent';
import type { ChatTopic, TafTest } from './lexicon';

// The assistant's fixed answers (spec §4: 2400/corrida, barra/força, natação/100m, else generic),
// plus the topics the quick questions and the knowledge snippets cover.

export const THINKING_MESSAGE = 'Analisando sua pergunta...';

export const QUICK_QUESTIONS = [
  'Qual o tempo ideal para os 2400 m?',
  'Como melhorar a técnica da barra dinâmica?',
  'Como respirar nos 100 m de natação?',
  'Qual o treino semanal mínimo?',
] as const;

export const WELCOME_MESSAGE =
  'Olá! Sou o assistente de preparação para o TAF. Pergunte sobre a corrida de 2400 m, a barra, a natação ou a sua rotina de treinos — ou toque numa pergunta rápida.';

/** A question the chat did not understand: it says so, and offers the quick questions. */
export const GENERIC_REPLY = [
  'Ainda não sei responder a essa pergunta.',
  'Posso ajudar com a corrida de 2400 m, a barra, a natação de 100 m e a sua rotina de treinos: como treinar, quantas vezes por semana e quanto volume.',
  'Você também pode perguntar sobre você: "Quanto preciso na corrida para nota 7?", "Quantos dias faltam?" ou "Qual minha patente?". Ou toque numa pergunta rápida:',
].join('\n');

export const GREETING_REPLY =
  'Olá! Em que posso ajudar no seu TAF? Pergunte sobre corrida, barra, natação ou seus treinos.';

export const THANKS_REPLY = 'Por nada! Bons treinos — qualquer dúvida, é só perguntar.';

export const DATA_UNAVAILABLE =
  'Não consegui consultar seus dados agora. Verifique sua conexão e pergunte de novo em instantes.';

export const TOPIC_REPLIES: Record<ChatTopic, { text: string; links: ChatLinkKey[] }> = {
  corrida: {
    text: [
      'Para baixar o tempo dos 2400 m, treine três coisas por semana: um intervalado (ex.: 6 × 400 m no ritmo da prova, com 1 a 2 min de trote entre os tiros), um treino de ritmo (15 a 20 min num ritmo forte, mas controlado) e uma rodagem longa e leve (30 a 50 min conversando).',
      'Na prova, divida os 2400 m em 6 voltas de 400 m no mesmo ritmo: sair rápido demais é o erro mais comum.',
      'Para ver o tempo do seu edital, pergunte: "Quanto preciso na corrida para nota 7?".',
    ].join('\n'),
    links: ['simulation'],
  },
  barra: {
    text: [
      'Técnica da barra dinâmica: pegada pronada (palmas para a frente), um pouco mais aberta que os ombros; comece com os braços totalmente estendidos, encaixe as escápulas (ombros para baixo e para trás) e puxe até o queixo passar da barra. Desça controlando até estender de novo.',
      'Sem balanço (kipping) e sem meia repetição: a banca não conta.',
      'Para ganhar força: 3 a 4 sessões por semana, séries com 1 a 2 repetições a menos que o seu máximo, negativas lentas (3 a 5 s na descida) e remada australiana.',
    ].join('\n'),
    links: ['trainings'],
  },
  natacao: {
    text: [
      'Respiração nos 100 m: solte o ar debaixo d’água, pelo nariz e pela boca, e gire a cabeça junto com o corpo só para inspirar, com um olho ainda na água. Respire a cada 2 ou 3 braçadas, sempre no mesmo padrão: prender o ar acelera o cansaço.',
      'Saia controlado nos primeiros 50 m e acelere na volta. Séries úteis: 8 × 25 m focando só a respiração e 4 × 50 m no ritmo da prova.',
    ].join('\n'),
    links: ['trainings'],
  },
  semanal: {
    text: [
      'O mínimo que costuma funcionar: 3 corridas (um intervalado, um treino de ritmo e uma rodagem leve), 2 treinos de barra e força e 2 sessões de natação por semana. Dá para juntar a barra com a corrida ou a natação no mesmo dia.',
      'Guarde pelo menos 1 dia de descanso e aumente o volume no máximo 10% por semana. Registre seus treinos para ganhar moedas e subir de patente.',
    ].join('\n'),
    links: ['trainings'],
  },
  nutricao: {
    text: 'Coma comida de verdade na maior parte das refeições: carboidrato para treinar (arroz, batata, frutas), proteína em cada refeição (ovos, carnes, feijão) e verduras. Faça uma refeição leve 2 a 3 horas antes do treino e não teste nada novo na semana do TAF.',
    links: ['rewards'],
  },
  hidratacao: {
    text: 'Beba água ao longo do dia (urina clara é um bom sinal) e reponha o que perde nos treinos longos ou no calor. No dia do TAF, beba normalmente e evite grandes volumes logo antes das provas.',
    links: ['rewards'],
  },
  suplementacao: {
    text: 'Suplemento não substitui treino, sono e alimentação. Se pensa em usar creatina, cafeína ou whey, converse com um nutricionista ou médico e nunca estreie um suplemento perto do TAF.',
    links: ['rewards'],
  },
  recuperacao: {
    text: 'A evolução acontece no descanso: durma de 7 a 9 horas, alterne dias fortes e leves e guarde pelo menos 1 dia de folga por semana. Dor aguda, inchaço ou dor que piora com o treino pedem avaliação de um profissional.',
    links: ['rewards'],
  },
};

/** How often and how much to train each TAF test: answers to 'quantas vezes…' and 'quantos km…'. */
export const DOSE_REPLIES: Record<TafTest, Record<TrainingDose, string>> = {
  corrida: {
    frequencia: [
      'Para baixar o tempo dos 2400 m, corra 3 vezes por semana (4 se você já corre há alguns meses): um intervalado, um treino de ritmo e uma rodagem leve, com pelo menos um dia entre os dois treinos fortes.',
      'Menos de 2 corridas por semana quase não muda o tempo; mais de 5 aumenta o risco de lesão sem ganho para uma prova de 2400 m.',
    ].join('\n'),
    volume: [
      'Um volume que funciona para os 2400 m: 15 a 25 km por semana para quem está começando, 25 a 35 km para quem já corre.',
      'No intervalado, some 2 a 3 km de tiros no ritmo da prova (ex.: 6 × 400 m ou 4 × 600 m). Aumente o total no máximo 10 % por semana.',
    ].join('\n'),
  },
  barra: {
    frequencia: [
      'Treine a barra 3 a 4 vezes por semana, em dias alternados: a força na barra cresce com frequência e descanso, não com sessões longas.',
      'Em cada sessão, 3 a 5 séries parando 1 a 2 repetições antes da falha. Quem ainda não faz uma repetição: negativas lentas e isometria no alto.',
    ].join('\n'),
    volume: [
      'Por sessão, some 15 a 30 repetições no total (ex.: 5 séries de 3 a 6), parando 1 a 2 antes da falha, com 2 a 3 min de descanso entre as séries.',
      'Quem faz menos de 3: 5 a 8 negativas de 3 a 5 s na descida e 3 isometrias de 10 a 20 s com o queixo acima da barra.',
    ].join('\n'),
  },
  natacao: {
    frequencia: [
      'Para melhorar os 100 m, nade 2 a 3 vezes por semana: a técnica e a respiração melhoram mais com a frequência do que com treinos longos.',
      'Se só tiver piscina uma vez por semana, faça dela um treino de técnica e ritmo de prova, e deixe o fôlego para a corrida.',
    ].join('\n'),
    volume: [
      'Uma sessão de 1.000 a 2.000 m basta para os 100 m: aquecimento de 200 a 300 m, educativos de respiração (8 × 25 m), a série principal no ritmo da prova (ex.: 6 × 50 m com 30 s de pausa ou 4 × 100 m com 1 min) e 100 a 200 m soltos.',
    ].join('\n'),
  },
};

/** The knowledge snippets worth pointing to for each topic. */
export const SNIPPET_TOPICS_FOR: Record<ChatTopic, readonly SnippetTopic[]> = {
  corrida: ['Corrida'],
  barra: ['Barra'],
  natacao: ['Natação'],
  semanal: ['Treino Tático', 'Recuperação'],
  nutricao: ['Nutrição'],
  hidratacao: ['Hidratação'],
  suplementacao: ['Suplementação'],
  recuperacao: ['Recuperação'],
};
