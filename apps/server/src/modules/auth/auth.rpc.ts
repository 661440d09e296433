import { validatePasswordStrength } from '@prontidao/domain/auth/password-strength';
import { PasswordCheckSchema } from '@prontidao/domain/auth/schemas';
import { defineRpc } from '../../lib/rpc.js';

export const authRpcs = {
  validate_password_strength: defineRpc({
    summary: 'Força da senha: is_valid, score (0–100) e issues (regras que faltam).',
    access: 'public',
    // Asked as the person types (from 4 characters, debounced): generous, but not a free oracle.
    rateLimit: { max: 120, windowSeconds: 60 },
    input: PasswordCheckSchema,
    example: { password: 'Bombeiro#2025x' },
    handler: async ({ password }) => validatePasswordStrength(password),
  }),
};
