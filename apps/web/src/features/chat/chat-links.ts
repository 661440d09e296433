import type { ChatLinkKey } from '@prontidao/domain/chat/chat-message';
import { paths } from '@/config/paths';

/** Where each link of a reply goes, and how it reads. */
export const CHAT_LINKS: Record<ChatLinkKey, { to: string; label: string }> = {
  reports: { to: paths.candidate.progress, label: 'Ver relatórios' },
  simulation: { to: paths.candidate.tests, label: 'Fazer novo simulado' },
  rewards: { to: paths.rewards, label: 'Ver recompensas' },
  profile: { to: paths.candidate.profile, label: 'Abrir meu perfil' },
  trainings: { to: paths.candidate.trainings, label: 'Registrar treino' },
};
