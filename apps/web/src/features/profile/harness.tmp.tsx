import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import '@/styles/globals.css';
import ProfilePage from './profile-page';

const params = new URLSearchParams(location.search);
const w = window as unknown as { profile: Record<string, unknown>; calls: unknown[] };
w.calls = [];
w.profile = {
  id: 'u', plano_code: 'FREE', taf_dt: params.get('incomplete') ? null : '2099-01-10', sexo: params.get('incomplete') ? null : 'F',
  peso_kg: 62.5, altura_m: 1.68, altura_cm: 168, email: 'maria@example.com', nickname: params.get('incomplete') ? null : 'Mari',
  consent_ranking: false, cargo_code: null, full_name: 'Maria S', birth_date: null, edital_id: null,
  role: params.get('role') ?? 'aluno',
};
const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
window.fetch = async (input, init) => {
  const name = String(input).split('/').pop();
  const body = JSON.parse(String(init?.body ?? '{}'));
  w.calls.push({ name, body });
  await new Promise((r) => setTimeout(r, 200));
  if (name === 'get_perfil_completo') return json({ data: [w.profile] });
  if (name === 'get_auth_context') return json({ data: { edital_id: w.profile.edital_id } });
  if (name === 'list_editais') return json({ data: [
    { id: 'e1', name: 'Edital 2025', is_estimate: false, is_default: true, tests: [] },
    { id: 'e2', name: 'Edital 2026 (estimativa)', is_estimate: true, is_default: false, tests: [] }] });
  if (name === 'set_user_edital') { w.profile.edital_id = body.edital_id; return json({ data: { ok: true } }); }
  if (name === 'update_perfil_completo') {
    if (body.p_nickname === 'taken') return json({ error: { code: 'NICKNAME_TAKEN', message: 'Este apelido já está em uso. Escolha outro.' } }, 409);
    w.profile = { ...w.profile, full_name: body.p_nome, nickname: body.p_nickname, sexo: body.p_sexo, peso_kg: body.p_peso_kg,
      altura_cm: body.p_altura_cm, altura_m: body.p_altura_cm / 100, taf_dt: body.p_taf_dt, cargo_code: body.p_cargo_code,
      ...(body.p_consent_ranking === undefined ? {} : { consent_ranking: body.p_consent_ranking }),
      ...(body.p_birth_date === undefined ? {} : { birth_date: body.p_birth_date }) };
    return json({ data: w.profile });
  }
  return json({ error: { code: 'X', message: 'unknown' } }, 404);
};
const root = document.getElementById('root');
if (root) createRoot(root).render(
  <QueryClientProvider client={new QueryClient()}><MemoryRouter><main className="mx-auto max-w-6xl p-4"><ProfilePage /></main></MemoryRouter><Toaster /></QueryClientProvider>,
);
