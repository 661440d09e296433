import { formatMinutesSeconds } from '../format/duration';
import { formatNumber } from '../format/number';
import { cooperMetresIn, cooperPaceMinPerKm, cooperSplitSeconds } from './cooper-pacing';
import type { SessionKind } from './plan-types';
import { coolDown, frame, WARM_UP } from './run-sessions';
import { clamp, paceBandLabel, rpeLabel, type SessionContent, type SessionContext } from './session-context';
import { cite, SOURCES } from './session-sources';

// The 12-minute run's own sessions (decision 047); its easy runs, VAM intervals, 30/30 and tempo
// are run-sessions.ts's. Repeats at the even pace that covers the target in 12 minutes — a training
// pace from the performance aimed at (Daniels' Running Formula) — in blocks of 3 minutes, so four
// of them are the test's 12 minutes; and the test itself (Cooper 1968) in test weeks.

/** A block at the target pace and the jog after it. */
export const COOPER_BLOCK_MIN = 3;
export const COOPER_JOG_MIN = 1;
export const COOPER_TEST_MIN = 12;

/** The pacing of a 12-minute target, in the words the sessions use; undefined without a target. */
export function cooperPacing(targetM: number | undefined) {
  if (!targetM) return undefined;
  const pace = cooperPaceMinPerKm(targetM);
  return {
    pace,
    paceText: paceBandLabel([pace, pace]),
    perBlockM: Math.round(cooperMetresIn(targetM, COOPER_BLOCK_MIN * 60) / 10) * 10,
    lapText: formatMinutesSeconds(cooperSplitSeconds(targetM, 400)),
  };
}

function targetPaceBlocks(ctx: SessionContext): SessionContent {
  const pacing = cooperPacing(ctx.run.cooper?.targetM);
  const blockMin = COOPER_BLOCK_MIN + COOPER_JOG_MIN;
  const blocks = clamp(Math.floor((ctx.slotMin - 15) / blockMin), 3, 5);
  const { durationMin, coolDownMin } = frame(ctx, blocks * blockMin);
  const at = pacing
    ? ` (${formatNumber(pacing.perBlockM)} m a cada 3 min, ${pacing.paceText}; na pista de 400 m, uma volta a cada ${pacing.lapText})`
    : '';
  return {
    title: 'Blocos no ritmo dos 12 minutos',
    what: `${WARM_UP} ${blocks} × ${COOPER_BLOCK_MIN} min no ritmo-alvo${at} com ${COOPER_JOG_MIN} min de trote. ${coolDown(coolDownMin)}`,
    volume: { durationMin, sets: blocks },
    intensity: pacing
      ? {
          paceMinPerKm: [pacing.pace, pacing.pace],
          rpe: [7, 8],
          label: `Ritmo-alvo dos 12 minutos — ${pacing.paceText}`,
        }
      : { rpe: [7, 8], label: rpeLabel([7, 8], 'o ritmo que você quer manter na prova') },
    why: 'Blocos de 3 minutos no ritmo exato (quatro deles são a prova inteira) ensinam a dividir o esforço por igual, sem sair rápido demais.',
    source: cite(SOURCES.daniels, SOURCES.cooper1968),
  };
}

function cooperTest(ctx: SessionContext): SessionContent {
  const pacing = cooperPacing(ctx.run.cooper?.targetM);
  const { durationMin, coolDownMin } = frame(ctx, COOPER_TEST_MIN);
  const plan = pacing
    ? `: comece no ritmo-alvo (${pacing.paceText}, ${formatNumber(pacing.perBlockM)} m a cada 3 min) e acelere só no último minuto`
    : '';
  return {
    title: 'Teste de 12 minutos',
    what: `${WARM_UP} 12 minutos no máximo, em ritmo constante${plan}; anote a distância. ${coolDown(coolDownMin)}`,
    volume: { durationMin },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso, atualiza a VAM e as zonas e recalcula o plano.',
    source: SOURCES.cooper1968,
  };
}

export const COOPER_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  ritmo_alvo_cooper: targetPaceBlocks,
  teste_cooper: cooperTest,
};
