// The stand-in's consent page: what Strava shows at /oauth/authorize, in pt-BR, as a plain
// accessible form (labels, a fieldset for the permissions, two real buttons). Strava lets the
// person untick requested scopes; here the activity scope can be unticked the same way.

export interface ConsentPageInput {
  clientId: string;
  redirectUri: string;
  state: string;
  requestedScopes: string[];
  athleteId?: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const SCOPE_LABELS: Record<string, string> = {
  read: 'Ver dados públicos do seu perfil',
  'activity:read': 'Ver suas atividades visíveis para todos',
  'activity:read_all': 'Ver todas as suas atividades, inclusive as privadas',
};

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export function renderConsentPage(input: ConsentPageInput): string {
  const optional = input.requestedScopes.filter((scope) => scope !== 'read');
  const checkboxes = optional
    .map((scope, i) => {
      const id = `escopo-${i}`;
      const label = SCOPE_LABELS[scope] ?? scope;
      return `<div class="opcao"><input type="checkbox" id="${id}" name="granted_scope" value="${escapeHtml(scope)}" checked>
<label for="${id}">${escapeHtml(label)} <code>${escapeHtml(scope)}</code></label></div>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Autorizar acesso ao Strava (simulador)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;color:#1a1a1a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}
fieldset{border:1px solid #767676;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}
.opcao{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0}
.aviso{font-size:.9rem;color:#4a4a4a}
.acoes{display:flex;gap:.75rem;margin-top:1.25rem}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #b33c00;cursor:pointer}
button[value=approve]{background:#b33c00;color:#fff}
button[value=deny]{background:#fff;color:#b33c00}
button:focus-visible,input:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Autorizar o Prontidão a acessar sua conta do Strava</h1>
<p class="aviso">Este é o simulador local do Strava (modo demonstração): nenhum dado sai deste computador.</p>
<form method="post">
${hidden('client_id', input.clientId)}
${hidden('redirect_uri', input.redirectUri)}
${hidden('state', input.state)}
${hidden('scope', input.requestedScopes.join(','))}
${input.athleteId ? hidden('athlete_id', input.athleteId) : ''}
<fieldset>
<legend>Permissões solicitadas</legend>
<ul><li>${escapeHtml(SCOPE_LABELS.read ?? 'read')} (sempre incluída)</li></ul>
${checkboxes}
</fieldset>
<div class="acoes">
<button type="submit" name="decision" value="approve">Autorizar</button>
<button type="submit" name="decision" value="deny">Cancelar</button>
</div>
</form>
</main>
</body>
</html>`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Erro de autorização (simulador do Strava)</title></head>
<body><main><h1>Não foi possível autorizar</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
