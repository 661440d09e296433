import { WIZARD_STEPS, wizardProgress } from '@prontidao/domain/profile/wizard-steps';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** Title, progress bar, step counter and percentage. */
export function WizardHeader({ step }: { step: number }) {
  const percent = wizardProgress(step);
  return (
    <CardHeader className="gap-3">
      <CardTitle asChild className="text-2xl">
        <h1>Complete seu perfil</h1>
      </CardTitle>
      <CardDescription>
        Precisamos destes dados para calcular suas notas e acompanhar sua preparação.
      </CardDescription>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-muted-foreground text-sm">
          <span>
            Passo {step} de {WIZARD_STEPS}
          </span>
          <span>{percent}%</span>
        </div>
        <Progress label="Progresso do cadastro" value={percent} />
      </div>
    </CardHeader>
  );
}
