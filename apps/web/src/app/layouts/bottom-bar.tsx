import { NavLink } from 'react-router';
import type { NavItem } from '@/config/navigation';
import { cn } from '@/lib/cn';

/**
 * Fixed bottom navigation of phones and the installed app (the first items only). It is 4 rem tall
 * plus the safe area; AppLayout pads the content by that much.
 */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  return (
    <nav
      aria-label="Navegação rápida"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-safe pb-safe backdrop-blur"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'group flex min-h-11 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-0.5',
                  'font-medium text-[11px] leading-tight transition-colors focus-visible:outline-offset-[-2px]',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <span className="flex h-7 w-12 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary/10">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {/* The drawer's name, on two lines when it is long ('Progresso TAF'). Tight letters and
                  padding give a slot of 360 / 5 px room for 'Verificações' whole (66 px at 11 px). */}
              <span className="line-clamp-2 max-w-full text-center tracking-tight hyphens-auto [overflow-wrap:anywhere]">
                {label}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
