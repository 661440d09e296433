import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FullProfile } from '@/lib/queries/profile';
import { PersonalDataForm } from './personal-data-form';
import { PersonalDataView } from './personal-data-view';

/** 'Dados pessoais': view mode by default, 'Editar' switches to the form (spec §4). */
export function PersonalDataCard({ profile }: { profile: FullProfile }) {
  const [isEditing, setIsEditing] = useState(false);
  const hasToggled = useRef(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Keep keyboard users in place: into the form when it opens, back to 'Editar' when it closes.
  useEffect(() => {
    if (!hasToggled.current) return;
    if (isEditing) contentRef.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
    else editButtonRef.current?.focus();
  }, [isEditing]);

  const toggle = (editing: boolean) => {
    hasToggled.current = true;
    setIsEditing(editing);
  };

  return (
    <section aria-labelledby="dados-pessoais-titulo">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2 id="dados-pessoais-titulo">Dados pessoais</h2>
            </CardTitle>
            <CardDescription>
              {isEditing ? 'Altere o que precisar e salve.' : 'Usados para calcular sua nota no TAF.'}
            </CardDescription>
          </div>
          {isEditing ? null : (
            <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => toggle(true)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          )}
        </CardHeader>
        <CardContent ref={contentRef}>
          {isEditing ? (
            <PersonalDataForm
              profile={profile}
              onSaved={() => toggle(false)}
              onCancel={() => toggle(false)}
            />
          ) : (
            <PersonalDataView profile={profile} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
