import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { ComingSoonPage } from './coming-soon-page';

const account = (role: 'aluno' | 'treinador', complete: boolean, intent: 'aluno' | 'treinador' | null) => ({
  user: { id: 'u1', email: 't@exemplo.com', name: 'Rui' },
  role,
  nickname: complete ? 'Rui' : null,
  full_name: complete ? 'Rui Costa' : null,
  sexo: null,
  edital_id: null,
  role_intent: intent,
  profile_complete: complete,
  has_profile_data: complete,
});

async function homeLinkOn(path: string, auth: ReturnType<typeof account>) {
  server.use(rpcHandler('get_auth_context', () => auth));
  const { queryClient } = renderRoutes([{ path, element: <ComingSoonPage title="Página" /> }], path);
  await waitFor(() => expect(queryClient.getQueryState(['auth-context'])?.status).toBe('success'));
  await screen.findByRole('heading', { name: 'Página' });
  return screen.queryByRole('link', { name: 'Voltar ao início' })?.getAttribute('href') ?? null;
}

describe("coming-soon page's 'Voltar ao início'", () => {
  it.each([
    // A new trainer (recorded intent, role still aluno, or role treinador) on the trainer onboarding:
    // their home sends them right back here, so no link.
    ['new trainer (intent)', '/treinador/onboarding', account('aluno', false, 'treinador'), null],
    ['new trainer (role)', '/treinador/onboarding', account('treinador', false, 'treinador'), null],
    ['trainer', '/treinador/dashboard', account('treinador', true, 'treinador'), null],
    // Elsewhere it leads where the home really is.
    ['candidate', '/ranking', account('aluno', true, 'aluno'), '/aluno/dashboard'],
    ['new trainer', '/perfil', account('treinador', false, 'treinador'), '/treinador/onboarding'],
  ])('%s on %s → %s', async (_who, path, auth, href) => {
    expect(await homeLinkOn(path, auth)).toBe(href);
  });
});
