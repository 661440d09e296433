import { useId } from 'react';
import { routePath } from './route-path';

const BOX = { width: 320, height: 200, padding: 12 };

/** The route of an activity drawn from its encoded polyline, with a title for screen readers. */
export function RouteMap({ polyline, title }: { polyline: string; title: string }) {
  const titleId = useId();
  const route = routePath(polyline, BOX);
  if (!route) return null;
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="percurso"
      className="h-auto w-full rounded-md border bg-muted text-primary"
    >
      <title id={titleId}>{title}</title>
      <path
        d={route.d}
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={route.start.x} cy={route.start.y} r={5} className="fill-success" />
      <circle cx={route.end.x} cy={route.end.y} r={5} className="fill-destructive" />
    </svg>
  );
}
