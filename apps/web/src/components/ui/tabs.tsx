import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Radix Tabs: arrow keys move between triggers (Home/End jump), Tab moves into the active panel.
// Inactive panels are unmounted, so a lazy component inside one loads only when its tab opens.

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        // On narrow screens the list scrolls sideways instead of squeezing the labels.
        'inline-flex w-full max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        // min-h-10 on phones for a comfortable touch target; the focus outline is drawn inside so the
        // scrolling list never clips it.
        'inline-flex min-h-10 flex-1 shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap sm:min-h-9',
        'rounded-md px-3 py-1.5 font-medium text-sm transition-colors hover:text-foreground',
        'focus-visible:outline-offset-[-2px] disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('min-w-0 rounded-lg focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}
