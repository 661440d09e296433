import { useState } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import type { NavItem } from '@/config/navigation';
import { MenuButton } from './menu-buttons';
import { NavList } from './nav-list';

/** The 'Abrir menu' button of phones and the installed app: every item in a sheet from the left. */
export function MenuSheet({
  items,
  defaultOpen = false,
}: {
  items: readonly NavItem[];
  /** Open at once: the person asked for it before this code had loaded (deferred-menus.tsx). */
  defaultOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Fechar menu">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <img src="/favicon.svg" alt="" className="size-8" />
            Prontidão
          </SheetTitle>
          <SheetDescription className="sr-only">Todas as áreas do app</SheetDescription>
        </SheetHeader>
        <nav aria-label="Menu principal">
          <NavList items={items} onNavigate={() => setIsOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
