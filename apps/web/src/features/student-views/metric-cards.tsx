import { FCMAX_NOTE } from '@prontidao/domain/endurance/endurance-metrics';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { EnduranceMetrics } from './api/student-queries';
import { MetricCard } from './metric-card';
import { formatDecimal, formatPaceMinutes, formatRange, formatWhole } from './metrics-format';

interface MetricCardsProps {
  metrics: EnduranceMetrics;
  /** The candidate's own page: a missing birth date is theirs to fill in. */
  isOwn: boolean;
}

/** VO2max, VAM, max heart rate, TLim, LT1, LT2 and cadence: the server's numbers, written out. */
export function MetricCards({ metrics, isOwn }: MetricCardsProps) {
  const [tlimLow, tlimHigh] = metrics.tlim_range_min;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Métricas estimadas">
      <MetricCard title="VO2max estimado" value={`${formatDecimal(metrics.vo2max)} mL/kg/min`}>
        Fonte: {metrics.vo2_source}
      </MetricCard>
      <MetricCard title="VAM" value={`${formatDecimal(metrics.vam_kmh)} km/h`}>
        Velocidade aeróbia máxima
      </MetricCard>
      <MetricCard
        title="FC máxima estimada"
        value={metrics.fcmax_est == null ? '—' : `${formatWhole(metrics.fcmax_est)} bpm`}
      >
        {metrics.fcmax_est != null ? (
          (metrics.fcmax_note ?? FCMAX_NOTE)
        ) : isOwn ? (
          <>
            Informe sua data de nascimento para estimar pela fórmula de Tanaka.{' '}
            <Link
              to={paths.candidate.profile}
              className="font-medium text-primary underline underline-offset-4"
            >
              Informar no perfil
            </Link>
          </>
        ) : (
          'O aluno não informou a data de nascimento, necessária para a fórmula de Tanaka.'
        )}
      </MetricCard>
      <MetricCard title="TLim na VAM" value={`${formatWhole(metrics.tlim_center_min)} min`}>
        Tempo-limite na VAM; faixa de referência de {formatRange(tlimLow, tlimHigh, formatWhole)} min
      </MetricCard>
      <MetricCard title="LT1 (limiar aeróbio)" value={`${formatDecimal(metrics.lt1_kmh)} km/h`}>
        Pace {formatPaceMinutes(metrics.lt1_pace_min_per_km)} min/km
      </MetricCard>
      <MetricCard title="LT2 (limiar anaeróbio)" value={`${formatDecimal(metrics.lt2_kmh)} km/h`}>
        Pace {formatPaceMinutes(metrics.lt2_pace_min_per_km)} min/km
      </MetricCard>
      <MetricCard
        title="Cadência média"
        value={metrics.cadence_spm == null ? '—' : `${formatWhole(metrics.cadence_spm)} passos/min`}
      >
        {metrics.cadence_spm == null
          ? 'Sem cadência registrada nas últimas 5 sessões'
          : 'Média das últimas 5 sessões'}
      </MetricCard>
    </ul>
  );
}
