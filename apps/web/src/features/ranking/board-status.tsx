import type { BoardConfig } from '@prontidao/domain/rankings/ranking-boards';
import type { BoardResult } from '@prontidao/domain/rankings/ranking-types';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatBoardValue } from './board-value';

/** Where the ranking consent is changed: the 'Rankings' card of the profile page. */
export const CONSENT_LINK = `${paths.candidate.profile}#rankings-titulo`;

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Under a board (DECISIONS "Rankings"): the viewer's own place when outside the top 5, or why they
 * are not on it — no consent (with the way to turn it on) or no activity that counts here.
 */
export function BoardStatus({ config, board }: { config: BoardConfig; board: BoardResult }) {
  switch (board.my_status) {
    case 'listed':
      return null;
    case 'outside':
      return board.me ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="board-my-position">
          Sua posição: <strong className="tabular-nums">#{board.me.rk}</strong> ·{' '}
          <span className="tabular-nums">{formatBoardValue(config.measure, board.me.value)}</span>
        </p>
      ) : null;
    case 'no_consent':
      return (
        <p className="text-pretty text-muted-foreground text-sm" data-testid="board-my-status">
          Você não aparece nos rankings.{' '}
          <Link to={CONSENT_LINK} className={linkClass}>
            Ativar no perfil
          </Link>
        </p>
      );
    case 'no_activity':
      return (
        <p className="text-pretty text-muted-foreground text-sm" data-testid="board-my-status">
          {noActivityText(config)}
          {config.measure === 'time' ? (
            <>
              {' '}
              <Link to={paths.integrations} className={linkClass}>
                Enviar arquivo
              </Link>
            </>
          ) : null}
        </p>
      );
  }
}

// A no-break space keeps '2400 m' on one line.
function noActivityText({ measure, isMonthly, key }: BoardConfig): string {
  const isRun = key.startsWith('run');
  const when = isMonthly ? ' neste mês' : '';
  if (measure === 'distance') {
    return isRun
      ? `Você ainda não tem corridas${when}. Registre um treino para aparecer aqui.`
      : `Você ainda não tem natações${when}. Registre um treino para aparecer aqui.`;
  }
  return isRun
    ? `Você ainda não tem um tempo nos 2400\u00a0m${when}. Só contam corridas gravadas por relógio ou GPS (arquivo GPX, TCX ou FIT).`
    : `Você ainda não tem um tempo nos 100\u00a0m${when}. Só contam natações gravadas por relógio (arquivo GPX, TCX ou FIT).`;
}
