import { SPORT_BOARDS, SPORT_LABELS, type Sport } from '@prontidao/domain/rankings/ranking-boards';
import type { RankingsPage } from '@prontidao/domain/rankings/ranking-types';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { useRankings } from './api/rankings';
import { ExamRankingSection } from './exam-ranking-section';
import { monthLabel } from './month-label';
import { RankingBoard } from './ranking-board';
import { RankingError, RankingSkeleton } from './ranking-states';

/** The tab in the address (?modalidade=natacao), so a reload or a shared link keeps it. */
const TAB_PARAM = 'modalidade';
const TAB_VALUES: Record<Sport, string> = { run: 'corrida', swim: 'natacao' };
const SPORTS: Sport[] = ['run', 'swim'];
/** The board of the candidate's own exam (decision 045): read only when its tab opens. */
const EXAM_TAB = 'concurso';

/** /ranking: tabs 'Corrida' and 'Natação', six boards each (top 5, the viewer's own place), and 'Meu concurso'. */
export default function RankingPage() {
  const rankings = useRankings();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Ranking</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Os 5 primeiros de cada quadro. Só aparece o apelido de quem autorizou no perfil, nunca o nome.
        </p>
      </header>
      {rankings.data ? (
        <RankingTabs page={rankings.data} />
      ) : rankings.isPending ? (
        <RankingSkeleton />
      ) : (
        <RankingError
          message={errorMessage(rankings.error, 'Tente novamente em instantes.')}
          onRetry={() => void rankings.refetch()}
          isRetrying={rankings.isFetching}
        />
      )}
    </div>
  );
}

function RankingTabs({ page }: { page: RankingsPage }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM);
  const sport = tab === TAB_VALUES.swim ? 'swim' : 'run';
  const current = tab === EXAM_TAB ? EXAM_TAB : TAB_VALUES[sport];
  const viewerSex = useAuthContext().data?.sexo ?? null;
  const month = monthLabel(page.month);
  const selectSport = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === TAB_VALUES.swim || value === EXAM_TAB) next.set(TAB_PARAM, value);
        else next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-4">
      <Tabs value={current} onValueChange={selectSport}>
        <TabsList aria-label="Modalidade">
          {SPORTS.map((item) => (
            <TabsTrigger key={item} value={TAB_VALUES[item]}>
              {SPORT_LABELS[item]}
            </TabsTrigger>
          ))}
          <TabsTrigger value={EXAM_TAB}>Meu concurso</TabsTrigger>
        </TabsList>
        {month ? (
          <p className="text-muted-foreground text-sm">
            Quadros com o selo <span className="font-semibold text-foreground">Mês</span>: {month} (horário de
            Brasília).
          </p>
        ) : null}
        {SPORTS.map((item) => (
          <TabsContent key={item} value={TAB_VALUES[item]}>
            <h2 className="sr-only">{SPORT_LABELS[item]}</h2>
            <div className="grid gap-4 md:grid-cols-2">
              {SPORT_BOARDS[item].map((config) => (
                <RankingBoard
                  key={config.key}
                  config={config}
                  board={page.boards[config.key]}
                  sportLabel={SPORT_LABELS[item]}
                  isForViewer={config.sex === null || viewerSex === null || config.sex === viewerSex}
                />
              ))}
            </div>
          </TabsContent>
        ))}
        <TabsContent value={EXAM_TAB}>
          <ExamRankingSection active={current === EXAM_TAB} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
