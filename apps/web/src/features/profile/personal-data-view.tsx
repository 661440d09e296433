import { formatPlainDate } from '@prontidao/domain/format/date';
import { cargoLabel } from '@prontidao/domain/profile/cargos';
import { sexLabel } from '@prontidao/domain/profile/sex';
import type { FullProfile } from '@/lib/queries/profile';
import { formatHeight, formatWeight, planLabel } from './profile-format';

const NOT_SET = 'Não informado';

/** The saved personal data as a description list. */
export function PersonalDataView({ profile }: { profile: FullProfile }) {
  const rows: [string, string | null][] = [
    ['Nome', profile.full_name],
    ['Apelido', profile.nickname],
    ['E-mail', profile.email],
    ['Sexo', sexLabel(profile.sexo)],
    ['Peso', formatWeight(profile.peso_kg)],
    ['Altura', formatHeight(profile.altura_cm)],
    ['Cargo pretendido', cargoLabel(profile.cargo_code)],
    ['Data prevista do TAF', formatPlainDate(profile.taf_dt)],
    ...(profile.birth_date
      ? ([['Data de nascimento', formatPlainDate(profile.birth_date)]] as [string, string | null][])
      : []),
    ['Plano', planLabel(profile.plano_code)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className={value ? 'font-medium wrap-anywhere' : 'text-muted-foreground italic'}>
            {value ?? NOT_SET}
          </dd>
        </div>
      ))}
    </dl>
  );
}
