import type { PremiumContent, PremiumText } from '@prontidao/domain/rewards/reward-types';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** An unlocked premium item's own text: 'Ler conteúdo' opens it, sections then sources. */
export function PremiumReader({ item, content }: { item: PremiumContent; content: PremiumText }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <BookOpen aria-hidden="true" />
          Ler conteúdo
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{item.name}</DialogTitle>
          <DialogDescription className="text-pretty">{content.intro}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-pretty text-sm">
          {content.sections.map((section) => (
            <section key={section.heading} className="grid gap-2">
              <h3 className="font-semibold text-base">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section className="grid gap-2">
            <h3 className="font-semibold text-base">Fontes</h3>
            <ul className="grid gap-1.5 text-muted-foreground text-xs wrap-anywhere">
              {content.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2 hover:text-foreground"
                  >
                    {source.citation}
                    <ExternalLink className="ms-1 inline size-3" aria-hidden="true" />
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
