import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = [
  {
    test: 'Barra',
    tip: 'Treine a pegada (suspensão parada) e faça negativas lentas, descendo em 3 a 5 segundos.',
  },
  {
    test: 'Corrida',
    tip: 'Uma vez por semana, faça tiros de 400 m no ritmo de prova com 1 a 2 minutos de trote entre eles.',
  },
  {
    test: 'Natação',
    tip: 'Pratique a respiração bilateral (a cada 3 braçadas) para nadar reto e sem perder o fôlego.',
  },
  {
    test: 'Descanso',
    tip: 'Durma de 7 a 9 horas e alivie a carga na semana do TAF para chegar descansado.',
  },
] as const;

/** 'Dicas': short, concrete advice for each test of the TAF. */
export function TipsCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle asChild>
            <h2>Dicas</h2>
          </CardTitle>
          <Lightbulb className="size-5 shrink-0 text-primary" aria-hidden="true" />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {TIPS.map(({ test, tip }) => (
            <li key={test} className="text-pretty">
              <span className="font-semibold">{test}:</span> {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
