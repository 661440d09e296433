import { PASSWORD_MIN_LENGTH } from '@prontidao/domain/auth/password-strength';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { showAuthError } from './login-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePasswordStrength } from './use-password-strength';

/** New password from a recovery link; every session of the account ends on success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const strength = usePasswordStrength(password);
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    setBusy(true);
    try {
      await authClient.resetPassword(token, password);
      toast.success('Senha alterada', {
        description: 'Entre com a nova senha. Suas outras sessões foram encerradas.',
      });
      navigate(paths.auth, { replace: true });
    } catch (error) {
      showAuthError('Erro ao redefinir senha', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="reset-password" label="Nova senha" required>
        {(control) => (
          <>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...control}
            />
            <PasswordStrengthMeter id="reset-strength" strength={strength} />
          </>
        )}
      </FormField>
      <FormField
        id="reset-confirm"
        label="Confirmar nova senha"
        required
        error={mismatch ? 'As senhas não coincidem' : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={busy || password.length < PASSWORD_MIN_LENGTH || password !== confirm}
      >
        {busy ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
