import type { SectionStatus, TechniqueTheme } from './technique-types';

// What the analyst looks for, theme by theme, in the normalized observation (normalize-observation.ts:
// lowercase ASCII, abbreviations spelled out, ' , ' between clauses).
//
// Sources — coaching consensus only, no physiology of our own:
// - Execution rules as the TAF editais commonly write them for the dynamic bar (e.g. CBMDF, CBMMG
//   2026, PMDF): pronated grip, start hanging with the elbows fully extended, chin above the bar,
//   no swinging or leg/hip impulse (kipping), feet off the ground, only complete repetitions count
//   (/work/shared/domain/taf-2025.md names the editais the tables come from). Each edital has the
//   last word: the texts tell the candidate to check theirs.
// - NSCA, "Essentials of Strength Training and Conditioning" (4th ed.): technique before load,
//   eccentric and isometric work, 48 h between sessions for the same muscles, progressive overload.
// - Widely taught pull-up progressions: negatives and isometric holds, scapular pull-ups, inverted
//   rows, "grease the groove" (frequent submaximal sets, P. Tsatsouline), tempo and paused reps,
//   then added load.
// - Pain: no diagnosis, ever; stop and see a health professional (physician or physiotherapist).

/** One thing a candidate writes, and what the analyst says about it. */
export interface Cue {
  re: RegExp;
  status: SectionStatus;
  noticed: string;
  drill?: string;
  /**
   * What it means when negated ('sem balanço', 'não subi o queixo', or a `neg` group inside the
   * pattern): the opposite status with this text. Absent: a negated mention is ignored.
   */
  negated?: { noticed: string; drill?: string };
  /** A where or when ('nas últimas'): a negation before it is about something else. */
  ignoresNegation?: true;
}

export interface ThemeRules {
  theme: TechniqueTheme;
  title: string;
  why: string;
  /** Used when none of the found cues brings its own drill. */
  drills: Record<SectionStatus, string>;
  cues: Cue[];
}

const QUEIXO = 'quei?[xc]h?o';
const BRACO = 'bra[cs]\\w*';

// --- Drills shared by several cues ---------------------------------------------------------------
const NEGATIVES =
  'Negativas: suba com ajuda (caixote ou pulo) até o queixo passar da barra, segure 2–3 s e desça em 3–5 s até estender os braços; 3 a 5 séries de 3 a 5.';
const FULL_EXTENSION =
  'Comece e termine cada repetição com os cotovelos totalmente estendidos e 1 s parado embaixo, sem soltar os ombros.';
const HOLLOW =
  'Canoa (hollow hold) no chão, 3 × 20–30 s; na barra, pernas juntas, glúteos e abdômen contraídos antes de cada puxada.';
const STILL_START =
  'Comece cada repetição parado, do braço estendido; se o corpo balançar, pare, estabilize e só então puxe.';
const SCAP_PULLUP =
  'Scapular pull-up: pendurado com os braços estendidos, leve os ombros para baixo e para trás sem dobrar os cotovelos; 3 × 8–10 com 2 s na posição.';
const SLOW_DOWN =
  'Conte "mil e um, mil e dois, mil e três" na descida: 2–3 s até os braços estenderem, em todas as repetições.';
const GRIP_STRENGTH =
  'Força de pegada: 2–3 suspensões na barra (dead hang) de 20–40 s no fim do treino; mãos secas (toalha; magnésio só se o edital permitir) e calos lixados.';
const CHECK_GRIP =
  'Confira no seu edital a pegada exigida (a maioria pede pronada, palmas para a frente) e treine sempre nela; outras pegadas só como exercício auxiliar.';
const STOP_BEFORE_FAILURE =
  'Encerre a série 1 ou 2 repetições antes de a técnica quebrar e faça mais séries, em vez de ir até a falha com repetições ruins.';

export const THEME_RULES: ThemeRules[] = [
  {
    theme: 'dor',
    title: 'Dor ou desconforto',
    why: 'Treinar com dor muda a execução (você compensa com balanço ou meia amplitude) e pode agravar uma lesão que tire você do TAF. Esta análise não faz diagnóstico.',
    drills: {
      atencao:
        'Se a dor for numa articulação (ombro, cotovelo, punho), persistir por mais de alguns dias, piorar, ou vier com inchaço, formigamento ou perda de força, procure um médico ou fisioterapeuta antes de voltar à barra.',
      ok: '',
    },
    // Pain cues are found by findPain() below (a pain word and the body part in the same clause).
    cues: [],
  },
  {
    theme: 'amplitude',
    title: 'Amplitude: queixo acima da barra e braços estendidos',
    why: 'No TAF só conta a repetição completa: sair dos braços estendidos e passar o queixo acima da barra. Repetição sem amplitude não é contada, por mais que canse.',
    drills: {
      atencao:
        'Prefira menos repetições completas a mais repetições pela metade; peça para alguém filmar ou contar só as válidas, como o avaliador fará.',
      ok: 'Mantenha o padrão: no treino, conte só as repetições completas, como o avaliador fará.',
    },
    cues: [
      {
        re: new RegExp(
          `\\b${QUEIXO} (?<neg>nao )?(bem |muito )?(passou|passava|passando|subiu|subia|chegou|chegava|ficou acima|ficava acima|acima|por cima|sobre|ultrapass\\w*)`,
        ),
        status: 'ok',
        noticed: 'Você relatou o queixo passando acima da barra.',
        negated: {
          noticed: 'O queixo não passou da barra em parte das repetições.',
          drill: NEGATIVES,
        },
      },
      {
        re: new RegExp(
          `\\b(subi|subia|subir|passei|passava|passar|levei|levar|coloquei|colocar|botei|botar|cheguei com|chegar com) (com )?(o |a )?(${QUEIXO}|cabeca)`,
        ),
        status: 'ok',
        noticed: 'Você relatou o queixo passando acima da barra.',
        negated: {
          noticed: 'O queixo não passou da barra em parte das repetições.',
          drill: NEGATIVES,
        },
      },
      {
        re: new RegExp(`\\b${QUEIXO} (abaixo|embaixo|debaixo|na altura|no nivel|batendo|bateu) d?a? ?barra`),
        status: 'atencao',
        noticed: 'O queixo não passou da barra em parte das repetições.',
        drill: NEGATIVES,
      },
      {
        re: new RegExp(
          `\\b(estendi|extendi|estender|extender|estendia|extendia|estendo|estendendo|estiquei|esticar|esticava|estico|estica) (\\w+ )?(os |o |meu |meus )?${BRACO}`,
        ),
        status: 'ok',
        noticed: 'Você relatou os braços estendidos embaixo.',
        negated: {
          noticed: 'Os braços não estenderam por completo embaixo.',
          drill: FULL_EXTENSION,
        },
      },
      {
        re: new RegExp(`\\b${BRACO} (?<neg>nao )?(estendid\\w*|esticad\\w*|extendid\\w*|reto|retos)`),
        status: 'ok',
        noticed: 'Você relatou os braços estendidos embaixo.',
        negated: {
          noticed: 'Os braços não estenderam por completo embaixo.',
          drill: FULL_EXTENSION,
        },
      },
      {
        re: /\b(extensao|amplitude) (completa|total|toda|cheia|boa|perfeita)\b/,
        status: 'ok',
        noticed: 'Você relatou amplitude completa.',
        negated: { noticed: 'A amplitude não foi completa em todas as repetições.' },
      },
      {
        re: new RegExp(`\\b${BRACO} (semi ?)?(dobrad\\w*|flexionad\\w*)`),
        status: 'atencao',
        noticed: 'Os braços ficaram dobrados embaixo, sem extensão completa.',
        drill: FULL_EXTENSION,
        negated: { noticed: 'Você relatou os braços estendidos embaixo.' },
      },
      {
        re: /\bnao (desci|descia|descer|descendo|voltei|voltava) (\w+ )?(tudo|ate embaixo|ate estender|ate esticar|ate o braco \w+|ate o fim|completo|completamente|inteiro|total)\b/,
        status: 'atencao',
        noticed: 'Os braços não estenderam por completo embaixo.',
        drill: FULL_EXTENSION,
      },
      {
        re: /\b(meias? (repeticao|repeticoes|amplitude|subida)|meio (movimento|caminho)|pela metade|faltou amplitude|amplitude (curta|ruim|incompleta|menor)|(repeticao|repeticoes) incompleta\w*|nao (completei|completava|completou|completar)|(nao|sem) (contou|contava|contaria|contariam|conta|contam|valeu|valia|valer|valeria))\b/,
        status: 'atencao',
        noticed: 'Parte das repetições não foi completa.',
      },
      {
        re: /\b(trav\w*|empa[cq]\w*|agarr\w*|estaquei|parei|parava|emperr\w*) (\w+ ){0,2}(no meio|na metade|no meio do caminho|na subida|no meio da subida)\b|\bponto de trava\w*/,
        status: 'atencao',
        noticed: 'A subida travou no meio (ponto de travamento).',
        drill:
          'Isometria no ponto em que trava: 3 a 5 vezes de 5–10 s parado ali, e negativas lentas passando devagar por esse ponto.',
      },
    ],
  },
  {
    theme: 'kipping',
    title: 'Balanço e impulso (kipping)',
    why: 'Os editais costumam exigir a execução sem balanço e sem impulso de pernas ou quadril: repetição com kipping tende a não ser contada. O impulso também tira o trabalho das costas e dos braços, que é o que precisa ficar forte.',
    drills: {
      atencao: HOLLOW,
      ok: 'Continue: pernas juntas, glúteos e abdômen contraídos e 1 s parado embaixo antes de cada repetição.',
    },
    cues: [
      {
        re: /\b(k|qu)ip+\w*/,
        status: 'atencao',
        noticed: 'Você relatou kipping (impulso do corpo para subir).',
        drill: STILL_START,
        negated: { noticed: 'Você relatou execução sem kipping.' },
      },
      {
        re: /\bbala[nm][cs]\w*|\bpendul\w*|\bginga\w*/,
        status: 'atencao',
        noticed: 'Você relatou balanço do corpo.',
        drill: STILL_START,
        negated: { noticed: 'Você relatou execução sem balanço.' },
      },
      {
        re: /\b(impulso|impulsion\w*|embalo|embalei|embalando|embalava|tranco\w*|solavanco\w*)\b/,
        status: 'atencao',
        noticed: 'Você relatou impulso ou tranco para subir.',
        drill: STILL_START,
        negated: { noticed: 'Você relatou execução sem impulso.' },
      },
      {
        re: /\b(chut\w*|pernad\w*|pedal\w*|joelh\w* (para cima|subindo|subiu))/,
        status: 'atencao',
        noticed: 'Você relatou impulso com as pernas (chute ou joelhos subindo).',
        drill: 'Pernas juntas e estendidas, levemente à frente do corpo; sem dobrar os joelhos para subir.',
        negated: { noticed: 'Você relatou as pernas paradas, sem impulso.' },
      },
      {
        re: /\b(usei|usando|usava|joguei|jogando|jogava|jogo) (o |a |as )?(quadril|corpo|perna\w*|cintura)\b|\b(roubei|roubando|roubava|roubada\w*)\b/,
        status: 'atencao',
        noticed: 'Você relatou que usou o corpo ou o quadril para ajudar a subir.',
        drill: STILL_START,
        negated: { noticed: 'Você relatou execução sem ajuda do corpo.' },
      },
      {
        re: /\bcorpo (?<neg>nao )?(mexendo|mexeu|mexia|solto|sambando|girando|rodando)\b/,
        status: 'atencao',
        noticed: 'Você relatou o corpo se mexendo durante as repetições.',
        drill: STILL_START,
        negated: { noticed: 'Você relatou o corpo firme, sem balanço.' },
      },
      {
        re: /\b(estrit\w*|strict)\b|\bcorpo (parado|firme|travado|reto|estavel|controlado)\b/,
        status: 'ok',
        noticed: 'Você relatou execução estrita, com o corpo firme.',
        negated: { noticed: 'A execução não foi estrita em todas as repetições.', drill: STILL_START },
      },
    ],
  },
  {
    theme: 'pegada',
    title: 'Pegada',
    why: 'A pegada é a primeira regra de execução dos editais (em geral pronada, palmas para a frente, mãos por volta da largura dos ombros): pegada diferente da exigida pode anular a repetição, e uma pegada que cede encerra a série antes das costas e dos braços.',
    drills: {
      atencao: CHECK_GRIP,
      ok: 'Mantenha a pegada pronada, com o polegar envolvendo a barra, em todas as séries.',
    },
    cues: [
      {
        re: /\bpron[ao]d\w*|\bpronacao\b|\bpalmas? (para )?(frente|fora)\b|\bpegada (por cima|normal)\b/,
        status: 'ok',
        noticed: 'Você relatou pegada pronada (palmas para a frente).',
        negated: { noticed: 'A pegada não foi a pronada (palmas para a frente).', drill: CHECK_GRIP },
      },
      {
        re: /\bsupin\w*|\bpalmas? (para |virada\w* para )?(mim|tras|dentro|voce|o rosto)\b|\b(pegada|mao|maos) invertid\w*|\binverti (a )?pegada\b|\bchin ?ups?\b/,
        status: 'atencao',
        noticed: 'Você relatou pegada supinada (palmas para você).',
        drill: CHECK_GRIP,
      },
      {
        re: /\bpegada (neutra|paralela|mista|alternada)\b|\bmaos? (alternad\w*|mista\w*|paralela\w*)\b/,
        status: 'atencao',
        noticed: 'Você relatou pegada neutra ou mista.',
        drill: CHECK_GRIP,
      },
      {
        re: /\b(pegada|mao|maos|empunhadura) (muito |bem |mais |meio |um pouco )?(aberta|larga|afastad\w*|abertas|largas)\b/,
        status: 'atencao',
        noticed: 'Você relatou pegada muito aberta.',
        drill:
          'Mãos um pouco além da largura dos ombros: pegada aberta demais dificulta passar o queixo e sobrecarrega os ombros (confira se o seu edital define a largura).',
      },
      {
        re: /\b(pegada|mao|maos|empunhadura) (muito |bem |mais |meio |um pouco )?(fechada|estreita|junta|juntas|colad\w*|fechadas)\b/,
        status: 'atencao',
        noticed: 'Você relatou pegada muito fechada.',
        drill:
          'Mãos por volta da largura dos ombros: com a pegada muito fechada, os punhos e cotovelos trabalham torcidos (confira se o seu edital define a largura).',
      },
      {
        re: /\blargura (dos|do|de) ombros?\b/,
        status: 'ok',
        noticed: 'Você relatou as mãos na largura dos ombros.',
      },
      {
        re: /\b(escorreg\w*|suad\w*|suor|perdi a pegada|perdendo a pegada|solt\w* a barra|pegada (fraca|falhou|falhando|cedeu|cedendo|escapou|escapando)|antebra[cs]\w* (queim\w*|cansad\w*|estourad\w*|travad\w*|explod\w*)|calos?|bolhas?)\b/,
        status: 'atencao',
        noticed: 'A pegada cedeu (mãos escorregando, antebraço cansado ou calos).',
        drill: GRIP_STRENGTH,
      },
      {
        re: /\b(sem (o )?(polegar|dedao)|pegada (de )?macaco|polegar por cima|dedao por cima)\b/,
        status: 'atencao',
        noticed: 'Você relatou a pegada sem envolver a barra com o polegar.',
        drill: 'Envolva a barra com o polegar: a pegada fica mais firme e segura até a última repetição.',
      },
    ],
  },
  {
    theme: 'escapulas',
    title: 'Escápulas: ombros para baixo e para trás',
    why: 'Começar cada repetição levando as escápulas para baixo e para trás (depressão e retração) põe as costas, o músculo mais forte da puxada, para trabalhar, protege o ombro e ajuda a passar o queixo sem balanço.',
    drills: {
      atencao: SCAP_PULLUP,
      ok: 'Mantenha o scapular pull-up no aquecimento (2 × 8) para fixar o hábito.',
    },
    cues: [
      {
        re: /\bombros? (encolhid\w*|subind\w*|subiu|subiram|subia|na orelha|nas orelhas|para cima|colad\w*|levantad\w*|em cima)\b/,
        status: 'atencao',
        noticed: 'Você relatou os ombros encolhidos, subindo para as orelhas.',
        drill: SCAP_PULLUP,
        negated: { noticed: 'Você relatou os ombros longe das orelhas.' },
      },
      {
        re: /\bencolh\w* (os |o )?ombros?\b/,
        status: 'atencao',
        noticed: 'Você relatou os ombros encolhidos, subindo para as orelhas.',
        drill: SCAP_PULLUP,
        negated: { noticed: 'Você relatou os ombros longe das orelhas.' },
      },
      {
        re: /\b(pendurad\w*|fiquei|ficava|comecei) (solt[oa]|mort[oa]|largad[oa]|mole|relaxad[oa]|pendurad[oa] solt[oa])\b/,
        status: 'atencao',
        noticed: 'Você relatou que ficou pendurado solto, sem ativar os ombros, no início das repetições.',
        drill: SCAP_PULLUP,
      },
      {
        re: new RegExp(
          `\\b(puxei|puxando|puxo|puxava|subi|subia) (so |somente |apenas )?(com |no |na )(o |os |a )?(${BRACO}|biceps|forca do braco)\\b`,
        ),
        status: 'atencao',
        noticed: 'Você relatou que puxou só com os braços, sem as costas.',
        drill:
          'Remada australiana (barra baixa) juntando as escápulas no fim de cada puxada: 3 × 8–12; na barra, pense em levar os cotovelos para baixo e para trás.',
      },
      {
        re: new RegExp(
          `\\b(senti|sentindo|sinto|sentia) (mais )?(o |os )?(biceps|${BRACO}) (mais )?(do )?que (as |a )?(costas|dorsal|escapul\\w*)`,
        ),
        status: 'atencao',
        noticed: 'Você relatou que sentiu mais os braços do que as costas.',
        drill:
          'Remada australiana (barra baixa) juntando as escápulas no fim de cada puxada: 3 × 8–12; na barra, pense em levar os cotovelos para baixo e para trás.',
      },
      {
        re: /\b(ativ\w*|trav\w*|encaix\w*|retrai\w*|retrair|deprimi\w*|puxei|puxar|abaixei|abaixar|joguei|jogar|levei|levar|senti|sentir|contrai\w*|apertei|apertar) (as |a |os |o |bem )?(escapul\w*|escapla\w*|omoplata\w*|costas|dorsal|ombros? para (baixo|tras)|peito para (cima|a barra))\b/,
        status: 'ok',
        noticed: 'Você relatou as escápulas ativas (ombros para baixo e para trás).',
        negated: {
          noticed: 'Você relatou que não conseguiu ativar as escápulas (ombros para baixo e para trás).',
          drill: SCAP_PULLUP,
        },
      },
      {
        re: /\b(escapul\w*|escapla\w*|omoplata\w*|retracao|depressao escapular)\b/,
        status: 'ok',
        noticed: 'Você mencionou as escápulas na execução.',
        negated: {
          noticed: 'Você relatou que não conseguiu ativar as escápulas (ombros para baixo e para trás).',
          drill: SCAP_PULLUP,
        },
      },
    ],
  },
  {
    theme: 'cadencia',
    title: 'Cadência e descida controlada',
    why: 'A descida controlada (2–3 s) mantém a tensão e fortalece a fase excêntrica; descer despencando dá um tranco nos cotovelos e ombros embaixo e costuma virar balanço na repetição seguinte, que o avaliador não conta.',
    drills: {
      atencao: SLOW_DOWN,
      ok: 'Mantenha 2–3 s na descida nos treinos; no teste, desça sob controle até a extensão completa.',
    },
    cues: [
      {
        re: /\b(desci|descia|descendo|descer|descida|desco|voltei|voltava|voltando) (\w+ )?(rapid\w*|depressa|direto|de uma vez|sem controle|despencando|caindo|solto|soltando|correndo)\b/,
        status: 'atencao',
        noticed: 'Você relatou a descida rápida, sem controle.',
        drill: SLOW_DOWN,
        negated: { noticed: 'Você relatou a descida controlada.' },
      },
      {
        re: /\b(despen[cq]\w*|deixei cair|deixava cair|(soltei|soltava|larguei|largava) o corpo|(cai|caia|caindo) (direto|rapido|de uma vez|de vez))\b/,
        status: 'atencao',
        noticed: 'Você relatou a descida rápida, sem controle.',
        drill: SLOW_DOWN,
      },
      {
        re: /\b(acelerei|acelerad\w*|afobad\w*|na pressa|com pressa|rapido demais|(fiz|fazendo|foi|foram|tudo) (muito )?(rapido|correndo))\b/,
        status: 'atencao',
        noticed: 'Você relatou as repetições aceleradas.',
        drill: SLOW_DOWN,
      },
      {
        re: /\b(desci|descia|descendo|descida|descer|desco|negativa\w*|voltei|voltava) (\w+ ){0,2}?(devagar|divagar|devagr|lent\w*|controlad\w*|controlando|com controle|em \d+ ?(s|seg\w*)|\d+ ?(s|seg\w*))\b/,
        status: 'ok',
        noticed: 'Você relatou a descida controlada.',
        negated: { noticed: 'Você relatou a descida sem controle.', drill: SLOW_DOWN },
      },
      {
        re: /\b(cadencia|ritmo) (bom|boa|constante|controlad\w*|certo|certa|cadenciad\w*|estavel)\b/,
        status: 'ok',
        noticed: 'Você relatou uma cadência constante.',
        negated: { noticed: 'A cadência não foi constante.', drill: SLOW_DOWN },
      },
      {
        re: /\b(pausa|pausas|pausei|segurei|segurando) (\w+ ){0,2}?(em cima|no topo|embaixo|no alto)\b/,
        status: 'ok',
        noticed: 'Você relatou pausas controladas nas repetições.',
      },
    ],
  },
  {
    theme: 'fadiga',
    title: 'Padrão de fadiga',
    why: 'No TAF valem as repetições feitas com a técnica exigida até o fim: quando a técnica quebra nas últimas, o avaliador deixa de contar. Treinar para a técnica resistir ao cansaço é o que transforma esforço em repetições válidas.',
    drills: {
      atencao:
        'Descanse 2–3 min entre as séries de barra e anote em que repetição a técnica começa a cair, para acompanhar a evolução.',
      ok: 'Quando sobrar força com a técnica perfeita, some 1 repetição por série na próxima sessão.',
    },
    cues: [
      {
        re: /\b(cansei|canse|cansado|cansada|cansaco|cancei|cansou|cansando|exaust\w*|esgotad\w*|morri|morto|morta|quebrei|quebrou|fadiga|falhei|falha|falhou|queim\w*|sem gas|acabou o gas|(perdi|perdendo|faltou) (a |de )?forca|sem forca|fraquej\w*|pesou|pesando)\b/,
        status: 'atencao',
        noticed: 'Você relatou cansaço ou perda de força durante a série.',
        drill: STOP_BEFORE_FAILURE,
        negated: { noticed: 'Você relatou que terminou sem se cansar demais.' },
      },
      {
        re: /\bnao (aguent\w*|consegui mais|deu mais|saiu mais|saia mais)\b/,
        status: 'atencao',
        noticed: 'Você relatou cansaço ou perda de força durante a série.',
        drill: STOP_BEFORE_FAILURE,
      },
      {
        re: /\b(nas|nos|as|os|na|no) ((\d+|duas|dois|tres|quatro|cinco) )?(ultimas|ultimos|ultima|ultimo|finais|derradeir\w*)\b|\b(ultimas|ultimos) (repeticoes|repeticao|reps|duas|tres|quatro|cinco)\b|\bno (final|fim) (da serie|das series|do treino)?\b|\bdepois da (\d+|primeira|segunda|terceira|quarta|quinta|sexta|setima|oitava|nona|decima)\w*\b/,
        status: 'atencao',
        noticed: 'A execução piorou nas últimas repetições (quebra técnica com o cansaço).',
        drill: STOP_BEFORE_FAILURE,
        ignoresNegation: true,
      },
      {
        re: /\b(piorou|piorando|piorava|foi caindo|caiu o rendimento|degringol\w*)\b/,
        status: 'atencao',
        noticed: 'A execução piorou ao longo da série.',
        drill: STOP_BEFORE_FAILURE,
      },
      {
        re: /\b(descansei|descansar|parei para descansar|apoiei o pe|apoiei os pes|pe no chao|desci da barra)\b/,
        status: 'atencao',
        noticed: 'Você relatou que precisou parar ou apoiar os pés no meio da série.',
        drill:
          'No TAF, soltar a barra ou apoiar os pés costuma encerrar o teste: treine séries contínuas menores (até onde a técnica se mantém) em vez de pausar no meio.',
      },
      {
        re: /\b(tranquilo|tranquila|facil|sobrou (gas|forca)|sobrando (gas|forca)|com folga|de boa)\b/,
        status: 'ok',
        noticed: 'Você relatou que terminou com folga.',
        negated: { noticed: 'Você relatou que a série foi difícil.', drill: STOP_BEFORE_FAILURE },
      },
    ],
  },
];

// --- Pain: a pain word, not negated, and where (the body part named in the same clause) ---------

export const PAIN_WORDS =
  /\b(dor|dores|doi|doia|doeu|doendo|dolorid\w*|incomod\w*|desconfort\w*|fisgad\w*|pontad\w*|lesao|lesionei|lesionado|machuc\w*|tendinite|bursite|latej\w*|inflamad\w*|inflamacao)\b/g;

export const BODY_PARTS: [RegExp, string][] = [
  [/\bo[mn]bro\w*/, 'ombro'],
  [/\bcot[ou]vel\w*/, 'cotovelo'],
  [/\b(punho|pulso)s?\b/, 'punho'],
  [/\b(mao|maos|dedo\w*|palma\w*)\b/, 'mão'],
  [/\bantebra[cs]\w*/, 'antebraço'],
  [/\bbiceps\b/, 'bíceps'],
  [/\b(costas|lombar|dorsal|escapul\w*|omoplata\w*)\b/, 'costas'],
  [/\b(pescoco|cervical|trapezio)\b/, 'pescoço'],
  [/\bpeito(ral)?\b/, 'peito'],
];

export const PAIN_NOTICED = (parts: string[]) =>
  parts.length === 0
    ? 'Você relatou dor ou desconforto durante o treino.'
    : `Você relatou dor ou desconforto: ${parts.join(', ')}.`;

export const PAIN_STOP =
  'Pare a série se a dor aparecer durante o movimento; não treine a barra por cima da dor.';
export const PAIN_MUSCLE =
  'Cansaço muscular leve nos dias seguintes é comum quando o treino aumenta; dor aguda, em pontada ou que não passa não é, e pede avaliação.';
