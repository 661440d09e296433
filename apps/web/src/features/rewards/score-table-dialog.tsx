import type { Sex } from '@prontidao/domain/profile/sex';
import { DEFAULT_EDITAL_ID, ESTIMATE_NOTICE, findEdital } from '@prontidao/domain/scoring/editais/catalog';
import { useQuery } from '@tanstack/react-query';
import { Table2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/hooks/use-auth-context';
import { type EditalSummary, editaisQuery } from '@/lib/queries/taf';
import { type EditalTable, useEditalTable } from './api/edital-table';
import { ScoreTable } from './score-table';
import { ExamPassMarks } from './score-table-exam';

/**
 * What the dialog shows for the person's edital: its 0–10 tables (get_edital_table), or for an exam
 * — which has none (the server answers 404) — its pass marks from the catalogue (list_editais).
 * A shipped edital is known at once; any other id is looked up in the catalogue first.
 */
function useScoreTableSource(editalId: string, open: boolean) {
  const isShippedEdital = findEdital(editalId) !== undefined;
  const editais = useQuery({ ...editaisQuery, enabled: open && !isShippedEdital });
  const entry = editais.data?.find((item) => item.id === editalId);
  const isGraded = isShippedEdital || entry?.format === 'grade_table';
  const table = useEditalTable(editalId, open && isGraded);
  if (isGraded) {
    return { table: table.data, entry: undefined, isPending: table.isPending, isError: table.isError };
  }
  const isMissing = editais.isSuccess && !entry;
  return { table: undefined, entry, isPending: editais.isPending, isError: editais.isError || isMissing };
}

function ScoreTableBody({
  table,
  entry,
  sex,
}: {
  table: EditalTable | undefined;
  entry: EditalSummary | undefined;
  sex: Sex | null;
}) {
  if (entry) return <ExamPassMarks entry={entry} sex={sex} />;
  if (!table) return null;
  return (
    <>
      {table.is_estimate ? <p className="text-muted-foreground text-xs">{ESTIMATE_NOTICE}</p> : null}
      <ScoreTable edital={table} sex={sex} />
    </>
  );
}

/** 'Ver tabela de pontuação': the score table of the candidate's edital, or their exam's pass marks. */
export function ScoreTableDialog() {
  const [open, setOpen] = useState(false);
  const { data: auth } = useAuthContext();
  const source = useScoreTableSource(auth?.edital_id ?? DEFAULT_EDITAL_ID, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Table2 aria-hidden="true" />
          Ver tabela de pontuação
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Tabela de pontuação do TAF</DialogTitle>
          <DialogDescription>
            {source.table?.name ?? source.entry?.short_name ?? 'O edital escolhido no seu perfil.'}
          </DialogDescription>
        </DialogHeader>
        {source.isPending ? (
          <Spinner label="Carregando tabela..." />
        ) : source.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Não foi possível carregar a tabela. Tente novamente.</AlertTitle>
          </Alert>
        ) : (
          <ScoreTableBody table={source.table} entry={source.entry} sex={auth?.sexo ?? null} />
        )}
      </DialogContent>
    </Dialog>
  );
}
