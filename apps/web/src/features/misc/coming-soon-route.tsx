import { useMatches } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';

/** Route element for pages still to come: the title comes from the route's `handle`. */
export default function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  return <ComingSoonPage title={handle?.title ?? 'Em breve'} />;
}
