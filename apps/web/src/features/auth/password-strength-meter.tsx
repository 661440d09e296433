import {
  PASSWORD_ISSUE_TEXT,
  type PasswordStrength,
  strengthLabel,
} from '@prontidao/domain/auth/password-strength';
import { cn } from '@/lib/cn';

const COLORS = {
  Fraca: 'bg-destructive',
  Média: 'bg-warning',
  Forte: 'bg-success',
  'Muito Forte': 'bg-success',
};

/** Strength bar with its label and the rules still missing. */
export function PasswordStrengthMeter({
  strength,
  id,
}: {
  strength: PasswordStrength | undefined;
  id: string;
}) {
  if (!strength) {
    return (
      <p id={id} className="text-muted-foreground text-sm">
        Use 8+ caracteres com maiúscula, minúscula, número e símbolo.
      </p>
    );
  }
  const label = strengthLabel(strength.score);
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span>
          Força da senha: <strong data-testid="password-strength-label">{label}</strong>
        </span>
        <span className="text-muted-foreground">{strength.score}/100</span>
      </div>
      <meter
        className="sr-only"
        min={0}
        max={100}
        value={strength.score}
        aria-label={`Força da senha: ${label}`}
      />
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn('h-full transition-all', COLORS[label])} style={{ width: `${strength.score}%` }} />
      </div>
      {strength.issues.length > 0 && (
        <ul className="list-inside list-disc text-muted-foreground text-sm">
          {strength.issues.map((issue) => (
            <li key={issue}>{PASSWORD_ISSUE_TEXT[issue]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
