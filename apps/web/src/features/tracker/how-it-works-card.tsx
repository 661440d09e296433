import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What is imported and what is not (spec §2). */
export function HowItWorksCard() {
  return (
    <Card role="region" aria-labelledby="como-funciona-titulo">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Info className="size-5 text-primary" aria-hidden="true" />
          <CardTitle asChild>
            <h2 id="como-funciona-titulo">Como funciona</h2>
          </CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-1.5 ps-5 text-pretty text-sm">
          <li>Apenas corridas e natações são importadas, do Strava ou dos arquivos do relógio.</li>
          <li>Cada treino importado rende moedas uma única vez, mesmo que chegue pelas duas vias.</li>
          <li>Os exercícios de barra devem ser registrados manualmente na página de Treinos.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
