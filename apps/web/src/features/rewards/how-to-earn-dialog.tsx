import {
  COIN_RULES,
  type CoinEarningType,
  REGULARITY_BONUS,
  WORKOUTS_FOR_A_REGULAR_WEEK,
} from '@prontidao/domain/coins/coin-rule';
import { CircleHelp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const EARNING: { type: CoinEarningType; label: string }[] = [
  { type: 'RUN', label: 'Corrida' },
  { type: 'SWIM', label: 'Natação' },
  { type: 'BARRA', label: 'Barra' },
];

/** 'Como ganhar moedas': the one coin rule (DECISIONS.md), as the server applies it. */
export function HowToEarnDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CircleHelp aria-hidden="true" />
          Como ganhar moedas
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Como ganhar moedas</DialogTitle>
          <DialogDescription>
            Cada treino registrado ou importado rende moedas por esta regra:
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {EARNING.map(({ type, label }) => (
            <li key={type} className="flex items-baseline justify-between gap-3 rounded-md border px-3 py-2">
              <span className="font-medium">{label}</span>
              <span>{COIN_RULES[type].label.replace(/^1 /, '1 moeda ')}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-2 text-pretty text-sm">
          <p>
            Contam só os metros ou repetições completos de cada treino, arredondados para baixo (ex.: 1.000 m
            de corrida = 2 moedas).
          </p>
          <p>
            <span className="font-semibold">Bônus de regularidade:</span> +{REGULARITY_BONUS} moedas em cada
            semana (segunda a domingo) com pelo menos {WORKOUTS_FOR_A_REGULAR_WEEK} treinos, quando a semana
            anterior também teve {WORKOUTS_FOR_A_REGULAR_WEEK} ou mais.
          </p>
          <p>
            As moedas não são gastas: cada pílula ou conteúdo fica liberado enquanto seu saldo for pelo menos
            o valor dele. Apagar um treino devolve as moedas que ele rendeu.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
