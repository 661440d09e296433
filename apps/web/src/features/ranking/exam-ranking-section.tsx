import { formatNumber } from '@prontidao/domain/format/number';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { type ExamBoard, type ExamRanking, useExamRanking } from './api/exam-ranking';
import { CONSENT_LINK } from './board-status';
import { RankMedal } from './rank-medal';
import { RankingError, RankingSkeleton } from './ranking-states';

// 'Meu concurso': the board of the candidate's own exam (issue 23, decision 045) — each consenting
// person's best simulation, apto first, by sex and nickname.

const SCORE_TEXT: Record<ExamRanking['score_kind'], { column: string; rule: string }> = {
  grade: { column: 'Nota', rule: 'Melhor nota final de simulado (0 a 10).' },
  points: { column: 'Pontos', rule: 'Melhor pontuação de simulado, pela tabela do edital.' },
  index: {
    column: 'Índice',
    rule: 'Índice 100 = todas as marcas exatamente no mínimo do edital; acima de 100, quanto melhor, em média, acima dos mínimos.',
  },
};

const SEX_TITLES = { M: 'Masculino', F: 'Feminino' } as const;

const scoreText = (kind: ExamRanking['score_kind'], score: number) =>
  formatNumber(score, { maxDecimals: kind === 'index' ? 1 : 2 });

export function ExamRankingSection({ active }: { active: boolean }) {
  const ranking = useExamRanking(active);
  if (ranking.data) return <ExamBoards ranking={ranking.data} />;
  if (ranking.isError) {
    return (
      <RankingError
        message={errorMessage(ranking.error, 'Tente novamente em instantes.')}
        onRetry={() => void ranking.refetch()}
        isRetrying={ranking.isFetching}
      />
    );
  }
  return <RankingSkeleton />;
}

function ExamBoards({ ranking }: { ranking: ExamRanking }) {
  const text = SCORE_TEXT[ranking.score_kind];
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h2 className="font-semibold text-lg [overflow-wrap:anywhere]">
          Ranking do concurso: {ranking.name}
        </h2>
        <p className="text-pretty text-muted-foreground text-sm">
          {text.rule} Aptos primeiro. Resultados de simulados informados pelos próprios candidatos.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['M', 'F'] as const).map((sex) => (
          <SexBoard key={sex} ranking={ranking} sex={sex} board={ranking.boards[sex]} />
        ))}
      </div>
    </div>
  );
}

function SexBoard({ ranking, sex, board }: { ranking: ExamRanking; sex: 'M' | 'F'; board: ExamBoard }) {
  const titleId = `ranking-concurso-${sex}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0" data-testid={`exam-board-${sex}`}>
      <Card className="flex h-full flex-col">
        <CardHeader className="pb-3 sm:pb-3">
          <CardTitle asChild className="text-base sm:text-lg">
            <h3 id={titleId}>{SEX_TITLES[sex]}</h3>
          </CardTitle>
          <CardDescription>Melhor simulado de cada candidato</CardDescription>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          {board.entries.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-4 text-center text-muted-foreground text-sm">
              Sem participantes ainda
            </p>
          ) : (
            <ExamBoardTable
              ranking={ranking}
              board={board}
              caption={`${ranking.name} — ${SEX_TITLES[sex]}`}
            />
          )}
          <OwnLine ranking={ranking} board={board} />
        </CardContent>
      </Card>
    </section>
  );
}

function ExamBoardTable({
  ranking,
  board,
  caption,
}: {
  ranking: ExamRanking;
  board: ExamBoard;
  caption: string;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground text-xs">
          <th scope="col" className="w-16 pb-2 font-medium">
            Posição
          </th>
          <th scope="col" className="pb-2 font-medium">
            Apelido
          </th>
          <th scope="col" className="w-28 pb-2 text-right font-medium">
            {SCORE_TEXT[ranking.score_kind].column}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.entries.map((entry) => (
          <tr key={entry.rk} className={cn('border-b last:border-b-0', entry.is_me && 'bg-primary/10')}>
            <td className="py-2 pl-1 align-middle">
              <RankMedal rk={entry.rk} />
            </td>
            <th scope="row" className="py-2 pr-2 text-left align-middle font-medium">
              <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 [overflow-wrap:anywhere]">{entry.display_name}</span>
                {entry.is_me ? <Badge>Você</Badge> : null}
              </span>
            </th>
            <td className="py-2 pr-1 text-right align-middle">
              <span className="block font-semibold tabular-nums">
                {scoreText(ranking.score_kind, entry.score)}
              </span>
              <span className="block text-muted-foreground text-xs">{entry.apto ? 'Apto' : 'Inapto'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

function OwnLine({ ranking, board }: { ranking: ExamRanking; board: ExamBoard }) {
  if (!ranking.consent) {
    return (
      <p className="text-pretty text-muted-foreground text-sm">
        Você não aparece nos rankings.{' '}
        <Link to={CONSENT_LINK} className={linkClass}>
          Ativar no perfil
        </Link>
      </p>
    );
  }
  if (board.entries.some((entry) => entry.is_me)) return null;
  if (!board.me) {
    return (
      <p className="text-pretty text-muted-foreground text-sm">
        Seus simulados de {ranking.name} entram aqui.{' '}
        <Link to={paths.candidate.tests} className={linkClass}>
          Fazer um simulado
        </Link>
      </p>
    );
  }
  return (
    <p className="rounded-md bg-muted px-3 py-2 text-sm">
      Sua posição: <strong className="tabular-nums">#{board.me.rk}</strong> ·{' '}
      <span className="tabular-nums">{scoreText(ranking.score_kind, board.me.score)}</span> ·{' '}
      {board.me.apto ? 'Apto' : 'Inapto'}
    </p>
  );
}
