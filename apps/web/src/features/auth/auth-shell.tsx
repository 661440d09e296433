import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The frame of the login pages: brand, a card, and what goes under it. */
export function AuthShell({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <Link to={paths.home} className="mx-auto flex items-center gap-2 font-bold text-2xl text-primary">
        <img src="/favicon.svg" alt="" className="size-9" />
        Prontidão
      </Link>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{title}</h1>
          </CardTitle>
          {/* A reason or an address may be one long word: it wraps instead of widening the page. */}
          <CardDescription className="wrap-anywhere">{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
      {footer}
    </div>
  );
}
