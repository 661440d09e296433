import { NOTIFICATION_KINDS } from '@prontidao/domain/notifications/kinds';
import { z } from 'zod';
import { defineRpc, requireProfile, requireUser } from '../../lib/rpc.js';
import * as service from './notifications.service.js';

const NoInput = z.object({}).strict();
const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use o formato HH:MM.' });
const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, { error: 'Chave inválida.' });

/** PushSubscription.toJSON() as browsers give it. */
const PushSubscriptionJson = z
  .object({
    endpoint: z.url({ error: 'Endereço de notificação inválido.' }).max(2048),
    expirationTime: z.number().int().nonnegative().nullable().default(null),
    keys: z.object({ p256dh: Base64Url.min(80).max(120), auth: Base64Url.min(16).max(40) }).strict(),
  })
  .strict();

export const notificationRpcs = {
  get_notifications: defineRpc({
    summary: 'Central de notificações: as mais novas (até 50) e quantas não foram lidas.',
    access: 'user',
    input: z.object({ limit: z.number().int().min(1).max(50).default(20) }).strict(),
    example: { limit: 20 },
    handler: (input, ctx) => service.listMyNotifications(ctx.deps.db, requireUser(ctx), input.limit),
  }),
  mark_notifications_read: defineRpc({
    summary: "Marca como lida uma notificação da pessoa ('marcar como lida'), ou todas sem id.",
    access: 'user',
    input: z.object({ id: z.uuid({ error: 'Notificação inválida.' }).optional() }).strict(),
    example: {},
    handler: (input, ctx) => service.markMyNotificationsRead(ctx.deps.db, requireUser(ctx), input.id ?? null),
  }),
  get_notification_settings: defineRpc({
    summary:
      'Lembretes: cada tipo (ligado ou não), a hora do treino do dia, o horário de silêncio, e-mail, a chave pública VAPID e quantos aparelhos recebem push.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) =>
      service.getMySettings(ctx.deps, requireUser(ctx), requireProfile(ctx).role ?? 'aluno'),
  }),
  set_notification_settings: defineRpc({
    summary:
      'Lembretes: liga ou desliga tipos, muda a hora do treino do dia, o horário de silêncio e o e-mail.',
    access: 'user',
    rateLimit: { max: 60, windowSeconds: 60 },
    input: z
      .object({
        disabled_kinds: z
          .array(z.enum(NOTIFICATION_KINDS, { error: 'Tipo de lembrete inválido.' }))
          .max(20)
          .optional(),
        session_hour: z.number().int().min(0).max(23).optional(),
        quiet_start: HourMinute.optional(),
        quiet_end: HourMinute.optional(),
        email: z.boolean().optional(),
      })
      .strict(),
    example: { session_hour: 7 },
    handler: (input, ctx) =>
      service.setMySettings(
        ctx.deps,
        { id: requireUser(ctx), role: requireProfile(ctx).role ?? 'aluno' },
        input,
      ),
  }),
  save_push_subscription: defineRpc({
    summary:
      'Guarda a inscrição de push deste navegador (PushSubscription.toJSON()); numa implantação só serviços de push conhecidos, em https.',
    access: 'user',
    rateLimit: { max: 20, windowSeconds: 60 },
    input: z.object({ p_subscription: PushSubscriptionJson }).strict(),
    example: {
      p_subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/exemplo',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    },
    handler: (input, ctx) => service.savePushSubscription(ctx.deps, requireUser(ctx), input.p_subscription),
  }),
  delete_push_subscription: defineRpc({
    summary: 'Remove a inscrição de push deste navegador (a pessoa desligou os lembretes nele).',
    access: 'user',
    input: z.object({ p_endpoint: z.url({ error: 'Endereço de notificação inválido.' }).max(2048) }).strict(),
    example: { p_endpoint: 'https://fcm.googleapis.com/fcm/send/exemplo' },
    handler: (input, ctx) => service.deletePushSubscription(ctx.deps.db, requireUser(ctx), input.p_endpoint),
  }),
};
