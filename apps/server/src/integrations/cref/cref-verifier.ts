import type { CrefVerification } from '@prontidao/domain/trainers/cref';
import { z } from 'zod';

/**
 * `verify-cref` (DECISIONS 'Integrations'): a pluggable verifier of a CREF against the council's
 * registry. The CONFEF/CREF registries publish no open API, so the default is offline: the format
 * was checked already, the registry was not, and the trainer joins the admin verification queue.
 * An operator with access to a registry service sets CREF_VERIFIER_URL: we POST { cref, uf } and
 * expect { valido, nome, status } back.
 */
export interface CrefVerifier {
  /** Whether an answer can confirm a CREF (false: offline default, everything waits for an admin). */
  readonly online: boolean;
  verify(cref: string, uf: string): Promise<CrefVerification>;
}

export const offlineCrefVerifier: CrefVerifier = {
  online: false,
  verify: async () => ({ valido: false, nome: null, status: 'nao_verificado' }),
};

const AnswerSchema = z.object({
  valido: z.boolean(),
  nome: z.string().max(200).nullable().optional(),
  status: z.enum(['ativo', 'nao_encontrado', 'irregular', 'nao_verificado']).optional(),
});

export function httpCrefVerifier(url: string, fetcher: typeof fetch = fetch): CrefVerifier {
  return {
    online: true,
    async verify(cref, uf) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ cref, uf }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`verify-cref: HTTP ${response.status}`);
      const answer = AnswerSchema.parse(await response.json());
      return {
        valido: answer.valido,
        nome: answer.nome ?? null,
        status: answer.status ?? (answer.valido ? 'ativo' : 'nao_encontrado'),
      };
    },
  };
}

export function createCrefVerifier(url: string | undefined): CrefVerifier {
  return url ? httpCrefVerifier(url) : offlineCrefVerifier;
}
