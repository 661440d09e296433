import type { RpcOutput } from '@/lib/rpc';

export type ReminderSettingsFixture = RpcOutput<'get_notification_settings'>;
export type NotificationFixture = RpcOutput<'get_notifications'>['items'][number];

/** A VAPID public key as the server gives it (base64url, 65 bytes). */
export const PUSH_PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A candidate's reminder choices as get_notification_settings answers them (all on, the defaults). */
export const reminderSettings = (
  overrides: Partial<ReminderSettingsFixture> = {},
): ReminderSettingsFixture => ({
  kinds: [
    {
      kind: 'sessao_do_dia',
      label: 'Treino do dia',
      description: 'A sessão do seu plano de hoje, na hora que você escolher.',
      email: false,
      enabled: true,
    },
    {
      kind: 'contagem_taf',
      label: 'Contagem para o TAF',
      description: 'Aviso a 60, 30, 14, 7 dias e na véspera do seu TAF.',
      email: true,
      enabled: true,
    },
    {
      kind: 'resumo_semanal',
      label: 'Resumo da semana',
      description: 'Domingo à noite: treinos feitos, moedas e o que vem a seguir.',
      email: true,
      enabled: true,
    },
  ],
  session_hour: 7,
  quiet_start: '22:00',
  quiet_end: '07:00',
  email: true,
  push_public_key: PUSH_PUBLIC_KEY,
  push_devices: 0,
  ...overrides,
});

/** One notification of the centre, unread unless `overrides` says otherwise. */
export const notification = (overrides: Partial<NotificationFixture> = {}): NotificationFixture => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'sessao_do_dia',
  title: 'Hoje: Corrida leve',
  body: 'Corrida leve — Leve',
  url: '/aluno/plano',
  created_at: '2026-11-22T15:00:00.000Z',
  read: false,
  ...overrides,
});
