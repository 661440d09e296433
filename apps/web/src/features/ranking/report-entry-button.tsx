import type { BoardKey, RankingEntry } from '@prontidao/domain/rankings/ranking-types';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useReportEntry } from './api/report-entry';

interface ReportEntryButtonProps {
  board: BoardKey;
  boardTitle: string;
  entry: RankingEntry;
  /** The entry's figure as the board shows it ('9:41.07', '12,3 km'). */
  value: string;
}

/**
 * 'Denunciar' on someone else's entry: asks first, then sends the report once. A report already
 * made (now or earlier) leaves the flag pressed and says so.
 */
export function ReportEntryButton({ board, boardTitle, entry, value }: ReportEntryButtonProps) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const report = useReportEntry();
  const who = `${entry.display_name}, ${entry.rk}º lugar em ${boardTitle}`;

  const send = () =>
    report.mutate(
      { board, rk: entry.rk, display_name: entry.display_name },
      {
        onSuccess: (result) => {
          setOpen(false);
          setReported(true);
          toast.success(result.message);
        },
        onError: (error) => {
          setOpen(false);
          if (error instanceof ApiError && error.code === 'ALREADY_REPORTED') {
            setReported(true);
            toast.info(error.message);
            return;
          }
          toast.error('Não foi possível enviar a denúncia', { description: errorMessage(error) });
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive sm:size-8"
          disabled={reported}
          aria-label={reported ? `Denunciado: ${who}` : `Denunciar ${who}`}
          title={reported ? 'Denúncia enviada' : 'Denunciar'}
        >
          <Flag aria-hidden="true" className={reported ? 'fill-current' : undefined} />
        </Button>
      }
      title="Denunciar esta marca?"
      description={
        <>
          <strong className="font-semibold text-foreground">{entry.display_name}</strong> está em {entry.rk}º
          lugar em {boardTitle} com <span className="tabular-nums">{value}</span>. Se a marca parece
          impossível ou errada, a moderação confere o treino e pode tirá-lo do ranking. A pessoa não fica
          sabendo quem denunciou.
        </>
      }
    >
      <ConfirmDialogFooter
        confirmLabel="Denunciar"
        pendingLabel="Enviando…"
        isPending={report.isPending}
        onConfirm={send}
      />
    </ConfirmDialog>
  );
}
