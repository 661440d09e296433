import {
  COIN_RULES,
  type CoinEarningType,
  EXERCISE_COIN_RULES,
  EXERCISE_COINS_PER_SESSION,
  EXERCISE_COINS_PER_WEEK,
  REGULARITY_BONUS,
  WORKOUTS_FOR_A_REGULAR_WEEK,
} from '@prontidao/domain/coins/coin-rule';
import {
  EXERCISE_KINDS,
  EXERCISE_LABELS,
  type ExerciseKind,
} from '@prontidao/domain/training/exercise-kinds';
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

/** A rule as a sentence: '1 a cada 20 repetições' → '1 moeda a cada 20 repetições', '2 por sessão' → '2 moedas por sessão'. */
const inCoins = (label: string) => label.replace(/^1 /, '1 moeda ').replace(/^(\d+) por /, '$1 moedas por ');

const listOf = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/**
 * The TAF exercises' rules (decision 046), the exercises that share one rule together:
 * 'Flexão de braço e abdominal' → '1 moeda a cada 20 repetições'.
 */
const EXERCISE_RULES = EXERCISE_KINDS.reduce<{ kinds: ExerciseKind[]; rule: string }[]>((groups, kind) => {
  const rule = inCoins(EXERCISE_COIN_RULES[kind].label);
  const group = groups.find((candidate) => candidate.rule === rule);
  if (group) group.kinds.push(kind);
  else groups.push({ kinds: [kind], rule });
  return groups;
}, []).map(({ kinds, rule }) => {
  const names = listOf.format(kinds.map((kind) => EXERCISE_LABELS[kind].toLowerCase()));
  return { key: kinds.join('-'), names: names.charAt(0).toUpperCase() + names.slice(1), rule };
});

/** 'Como ganhar moedas': the one coin rule (DECISIONS.md) and the TAF exercises', as the server applies them. */
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
              <span>{inCoins(COIN_RULES[type].label)}</span>
            </li>
          ))}
          <li className="grid gap-1.5 rounded-md border px-3 py-2" data-testid="exercise-coins">
            <span className="font-medium">Exercícios do TAF</span>
            <ul className="grid gap-1" aria-label="Moedas dos exercícios do TAF">
              {EXERCISE_RULES.map(({ key, names, rule }) => (
                <li key={key} className="flex items-baseline justify-between gap-3">
                  <span className="text-muted-foreground">{names}</span>
                  <span className="shrink-0 text-end">{rule}</span>
                </li>
              ))}
            </ul>
            <span className="text-pretty text-muted-foreground text-xs">
              Até {EXERCISE_COINS_PER_SESSION} moedas por treino e {EXERCISE_COINS_PER_WEEK} por semana
              (segunda a domingo), somando todos os exercícios.
            </span>
          </li>
        </ul>
        <div className="grid gap-2 text-pretty text-sm">
          <p>
            Contam só os metros ou repetições completos de cada treino, arredondados para baixo (ex.: 1.000 m
            de corrida = 2 moedas). Nos exercícios contam as repetições de todas as séries e, na isometria, os
            segundos de todas as sustentações; corrida, natação e barra não têm limite.
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
