import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { FullProfile } from '@/lib/queries/profile';
import { ProfileFields } from './profile-fields';
import { useProfileForm } from './use-profile-form';

const preventClose = (event: Event) => event.preventDefault();
/** Start on the first field to fill (the e-mail above it is read-only). */
const focusFirstEditable = (event: Event) => {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([readonly]), select',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
};
/** The dialog closes only once the saved profile is complete (the page stops rendering it open). */
const ignoreClose = () => undefined;

/** The blocking dialog of an incomplete candidate profile (spec §2, §5): no close button, Esc or outside click. */
export function CompleteProfileDialog({ profile, open }: { profile: FullProfile; open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={ignoreClose}>
      <DialogContent
        hideClose
        onOpenAutoFocus={focusFirstEditable}
        onPointerDownOutside={preventClose}
        onInteractOutside={preventClose}
        onEscapeKeyDown={preventClose}
      >
        <DialogHeader className="pe-0">
          <DialogTitle>Complete seu perfil</DialogTitle>
          <DialogDescription>
            Precisamos destes dados para calcular sua nota no TAF e mostrar a contagem regressiva até a prova.
          </DialogDescription>
        </DialogHeader>
        <CompleteProfileForm profile={profile} />
      </DialogContent>
    </Dialog>
  );
}

function CompleteProfileForm({ profile }: { profile: FullProfile }) {
  const form = useProfileForm(profile, {
    withBirthDate: false,
    reportMissingAsOne: true,
    errorTitle: 'Erro ao salvar perfil',
    errorFallback: 'Erro desconhecido',
  });
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-5">
      <ProfileFields idPrefix="completar" email={profile.email} form={form.form} disabled={form.isSaving} />
      {form.formError ? (
        <Alert variant="destructive">
          <AlertDescription>{form.formError}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" aria-busy={form.isSaving}>
        {form.isSaving ? 'Salvando...' : 'Salvar perfil'}
      </Button>
    </form>
  );
}
