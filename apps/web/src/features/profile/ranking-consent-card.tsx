import { profileFormSchema, toUpdateProfileInput } from '@prontidao/domain/profile/profile-form-schema';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { type FullProfile, useUpdateProfile } from '@/lib/queries/profile';
import { toFormValues } from './profile-form-values';

/** Ranking consent (DECISIONS "Rankings"): saved at once with the rest of the profile unchanged. */
export function RankingConsentCard({ profile }: { profile: FullProfile }) {
  const update = useUpdateProfile();
  // Set in the change handler itself: the mutation's state reaches React a tick later, and a controlled
  // box would otherwise spring back for that tick.
  const [sending, setSending] = useState<boolean | null>(null);
  const isChecked = sending ?? profile.consent_ranking;

  const save = (consent: boolean) => {
    // The box stays enabled (disabling it would drop the keyboard focus); a second toggle waits.
    if (sending !== null) return;
    // The rest of the profile is sent as saved, so it must still pass today's rules (a TAF date that has
    // passed must be moved first).
    const saved = profileFormSchema().safeParse(toFormValues(profile));
    if (!saved.success) {
      toast.error('Erro ao atualizar', {
        description: 'Confira seus dados pessoais (em “Editar”) antes de alterar esta opção.',
      });
      return;
    }
    const input = toUpdateProfileInput(saved.data, { email: profile.email, consentRanking: consent });
    setSending(consent);
    update.mutate(input, {
      onSettled: () => setSending(null),
      onSuccess: () =>
        toast.success('✅ Perfil atualizado', { description: 'Suas informações foram salvas com sucesso.' }),
      onError: (error) =>
        toast.error('Erro ao atualizar', {
          description: errorMessage(error, 'Não foi possível salvar as informações.'),
        }),
    });
  };

  return (
    <SectionCard
      titleId="rankings-titulo"
      icon={Trophy}
      title="Rankings"
      description="Só o seu apelido aparece nos rankings, nunca seu nome ou e-mail. Sem permissão, você não aparece neles."
    >
      <CardContent>
        <label
          htmlFor="consentimento-ranking"
          className="flex min-h-10 cursor-pointer items-center gap-3 font-medium text-sm"
        >
          <input
            id="consentimento-ranking"
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-primary"
            checked={isChecked}
            aria-busy={sending !== null}
            onChange={(event) => save(event.target.checked)}
          />
          Mostrar meu apelido nos rankings
        </label>
      </CardContent>
    </SectionCard>
  );
}
