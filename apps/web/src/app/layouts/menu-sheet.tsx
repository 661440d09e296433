import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import type { NavItem } from '@/config/navigation';
import { NavList } from './nav-list';

/** The 'Abrir menu' button of phones and the installed app: every item in a sheet from the left. */
export function MenuSheet({ items }: { items: readonly NavItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Abrir menu" className="shrink-0">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
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
