import { Button } from '@/components/ui/button';
import type { FullProfile } from '@/lib/queries/profile';
import { ProfileFields } from './profile-fields';
import { useProfileForm } from './use-profile-form';

export interface PersonalDataFormProps {
  profile: FullProfile;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of the personal data card; cancelling unmounts it, which discards the changes. */
export function PersonalDataForm({ profile, onSaved, onCancel }: PersonalDataFormProps) {
  const form = useProfileForm(profile, {
    withBirthDate: true,
    reportMissingAsOne: false,
    errorTitle: 'Erro ao atualizar',
    errorFallback: 'Não foi possível salvar as informações.',
    onSaved,
  });
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-6" aria-label="Editar dados pessoais">
      <ProfileFields
        idPrefix="perfil"
        email={profile.email}
        form={form.form}
        disabled={form.isSaving}
        withBirthDate
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={form.isSaving}>
          Cancelar
        </Button>
        <Button type="submit" aria-busy={form.isSaving}>
          {form.isSaving ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
