import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/hooks/use-sign-out';
import { UserMenuButton } from './menu-buttons';

export interface UserMenuProps {
  name: string | null | undefined;
  email: string;
  profilePath: string;
  /** Open at once: the person asked for it before this code had loaded (deferred-menus.tsx). */
  defaultOpen?: boolean;
}

export function UserMenu({ name, email, profilePath, defaultOpen = false }: UserMenuProps) {
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={name} email={email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          {name ? (
            <span className="block font-semibold text-foreground text-sm wrap-anywhere">{name}</span>
          ) : null}
          <span className="block wrap-anywhere">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={profilePath}>
            <UserRound aria-hidden="true" />
            Meu perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
