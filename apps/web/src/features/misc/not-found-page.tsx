import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Unknown routes and /404. The spec keeps this page's text in English. */
export default function NotFoundPage() {
  return (
    <div lang="en" className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-black text-8xl text-primary leading-none tracking-tighter sm:text-9xl">404</p>
      <h1 className="mt-6 text-balance font-bold text-2xl tracking-tight sm:text-3xl">
        Oops! Page not found
      </h1>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
