import type { NavItem } from '@/config/navigation';
import { NavList } from './nav-list';

/** The side drawer of the web app (≥ 768 px, not installed): always visible, every item. */
export function SideNav({ items }: { items: readonly NavItem[] }) {
  return (
    <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r bg-card lg:w-64">
      <nav aria-label="Navegação principal" className="p-3">
        <NavList items={items} />
      </nav>
    </aside>
  );
}
