import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { ActivityRow } from './activity-row';

/** A row's height with its gap, before it is measured (two lines on a phone). */
const ROW_ESTIMATE = 88;

export interface VirtualActivityListProps {
  items: TrainingActivity[];
  onOpen: (id: string) => void;
}

/**
 * The history rows, only those near the screen in the DOM (the page scrolls as a whole), so thousands
 * of workouts scroll smoothly. Each row says its position (aria-posinset/setsize); Tab moves row by
 * row because the focused row is scrolled into view and the next ones are rendered ahead (overscan).
 */
export function VirtualActivityList({ items, onOpen }: VirtualActivityListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page; the header and cards above it can change height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });

  return (
    <ul
      ref={listRef}
      aria-label="Histórico de treinos"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const activity = items[row.index];
        if (!activity) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <ActivityRow activity={activity} onOpen={onOpen} />
          </li>
        );
      })}
    </ul>
  );
}
