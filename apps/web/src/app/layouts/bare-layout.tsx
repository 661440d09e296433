import { Outlet } from 'react-router';

/** Pages without header: login, e-mail links, errors, 404. */
export function BareLayout() {
  return (
    <main id="conteudo" className="min-h-dvh bg-background">
      <Outlet />
    </main>
  );
}
