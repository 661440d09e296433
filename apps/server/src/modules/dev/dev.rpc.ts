import { z } from 'zod';
import { defineRpc } from '../../lib/rpc.js';
import { hasOutbox } from './outbox.routes.js';

/**
 * Where this server's mail goes, for the sign-up's 'Confirme seu e-mail' box (issue 21 item 5): in
 * the local demo the confirmation link is in the outbox page, not in anyone's mailbox.
 */
export const devRpcs = {
  get_mail_delivery: defineRpc({
    summary: "Onde ficam os e-mails: outbox_path ('/dev/outbox') no modo demonstração sem SMTP, senão null.",
    access: 'public',
    input: z.object({}).strict(),
    example: {},
    handler: async (_input, ctx) => ({ outbox_path: hasOutbox(ctx.deps) ? '/dev/outbox' : null }),
  }),
};
