// The consents a person gives and can withdraw (LGPD art. 8 and 18, IX; issue 13). Each grant and
// each withdrawal is recorded with the version of the text the person saw (table `consents`).

export const CONSENT_KINDS = ['ranking', 'trainer_sharing', 'strava_import'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentText {
  /** What the consent is, short (a heading). */
  label: string;
  /** What the person agrees to, in plain pt-BR. */
  text: string;
  /** The date the text was last changed: recorded with every grant and withdrawal. */
  version: string;
  /**
   * What withdrawing it does beyond the switch itself, for the confirmation it needs; null when
   * withdrawing loses nothing (one click, no question).
   */
  revokeConsequence: string | null;
}

/** The current text of each consent. Changing a text means a new version (today's date). */
export const CONSENT_TEXTS: Record<ConsentKind, ConsentText> = {
  ranking: {
    label: 'Aparecer nos rankings',
    text: 'Autorizo que meu apelido e meus resultados (pontuação dos simulados e tempos de treino) apareçam nos rankings do Prontidão. Meu nome, meu e-mail e meus dados do corpo nunca aparecem.',
    version: '2026-11-23',
    revokeConsequence: null,
  },
  trainer_sharing: {
    label: 'Compartilhar com treinadores',
    text: 'Ao aceitar o convite de um treinador, autorizo que ele veja meus simulados, relatórios, métricas e treinos enquanto o vínculo durar. Cada acesso fica registrado no meu histórico e posso encerrar o vínculo quando quiser.',
    version: '2026-11-23',
    revokeConsequence:
      'Todos os seus treinadores perdem o acesso aos seus dados na hora. Para voltar a compartilhar, será preciso um novo convite de cada um.',
  },
  strava_import: {
    label: 'Importar do Strava',
    text: 'Autorizo o Prontidão a ler minhas atividades no Strava (tipo, data, distância, tempo, frequência cardíaca e trajeto) para registrá-las como treinos. Ao desconectar, as atividades importadas do Strava são apagadas; as moedas que elas renderam continuam.',
    version: '2026-11-23',
    revokeConsequence:
      'O Strava será desconectado e as atividades importadas de lá serão apagadas (as moedas que elas renderam continuam). Atividades enviadas por arquivo não são afetadas.',
  },
};

export function isConsentKind(value: unknown): value is ConsentKind {
  return typeof value === 'string' && (CONSENT_KINDS as readonly string[]).includes(value);
}

/** How a consent stands today, as get_my_consents answers. */
export interface ConsentState {
  kind: ConsentKind;
  label: string;
  granted: boolean;
  /** When the current state began (ISO), or null when the consent was never given. */
  since: string | null;
  text_version: string;
  text: string;
}

/** 'Autorizado desde 01/03/2026', 'Revogado em 05/03/2026' or 'Não autorizado'. */
export function consentStatusText(
  state: Pick<ConsentState, 'granted' | 'since'>,
  formatDate: (iso: string) => string,
): string {
  if (state.granted) return state.since ? `Autorizado desde ${formatDate(state.since)}` : 'Autorizado';
  return state.since ? `Revogado em ${formatDate(state.since)}` : 'Não autorizado';
}

/** The privacy page's address (public: linked from sign-up, the footer and the profile). */
export const PRIVACY_PATH = '/privacidade';
