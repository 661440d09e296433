import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/hooks/use-sign-out';

/** Initials for the avatar: first letters of the first and last words, else of the e-mail. */
function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0];
  const last = words.length > 1 ? words[words.length - 1]?.[0] : undefined;
  return (first ? `${first}${last ?? ''}` : (email[0] ?? '?')).toUpperCase();
}

export function UserMenu({
  name,
  email,
  profilePath,
}: {
  name: string | null | undefined;
  email: string;
  profilePath: string;
}) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu do usuário" className="rounded-full">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs"
          >
            {initialsOf(name, email)}
          </span>
        </Button>
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
