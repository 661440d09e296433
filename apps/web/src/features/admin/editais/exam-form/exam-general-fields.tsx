import { UFS } from '@prontidao/domain/trainers/cref';
import { AGGREGATE_LABELS, type AggregateChoice } from '../exam-labels';
import type { ExamDraft } from './exam-draft';
import type { ExamPatch } from './exam-draft-reducer';
import { useExamForm } from './exam-form-context';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-controls';

const UF_OPTIONS = [['', 'Federal'] as const, ...UFS.map((uf) => [uf, uf] as const)];
const AGGREGATE_OPTIONS = Object.entries(AGGREGATE_LABELS);

/** What identifies the exam: id, version, names and the body that holds it. */
export function ExamIdentityFields({ draft }: { draft: ExamDraft }) {
  const { change } = useExamForm();
  const set = (patch: ExamPatch) => change({ type: 'exam', patch });
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <TextField
        path="id"
        label="Identificador"
        value={draft.id}
        readOnly={draft.isNewVersion}
        onChange={(id) => set({ id })}
        description={
          draft.isNewVersion
            ? 'Não muda entre versões.'
            : 'Minúsculas, números e hífens (ex.: pmesp-2025-soldado).'
        }
        required
      />
      <TextField
        path="version"
        label="Versão"
        value={String(draft.version)}
        readOnly
        onChange={() => undefined}
        description={
          draft.isNewVersion ? 'A próxima: quem escolheu a atual continua nela até mudar.' : 'A primeira.'
        }
      />
      <TextField path="name" label="Nome" value={draft.name} onChange={(name) => set({ name })} required />
      <TextField
        path="shortName"
        label="Nome curto"
        value={draft.shortName}
        onChange={(shortName) => set({ shortName })}
        description="Nas listas e no perfil (ex.: PMESP — Soldado (2025))."
        required
      />
      <TextField path="body" label="Órgão" value={draft.body} onChange={(body) => set({ body })} required />
    </div>
  );
}

/** Where the exam is from: its state (or federal), year, cargos and sources. */
export function ExamOriginFields({ draft }: { draft: ExamDraft }) {
  const { change } = useExamForm();
  const set = (patch: ExamPatch) => change({ type: 'exam', patch });
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <SelectField
        path="uf"
        label="UF"
        value={draft.uf}
        options={UF_OPTIONS}
        onChange={(uf) => set({ uf })}
      />
      <TextField
        path="year"
        label="Ano (opcional)"
        value={draft.year}
        inputMode="numeric"
        onChange={(year) => set({ year })}
      />
      <TextField
        path="cargos"
        label="Cargos"
        value={draft.cargos}
        onChange={(cargos) => set({ cargos })}
        description="Separados por vírgula."
        required
      />
      <TextAreaField
        path="sources"
        label="Fontes"
        value={draft.sources}
        onChange={(sources) => set({ sources })}
        description="Um endereço (URL) por linha."
        required
        className="sm:col-span-2"
      />
    </div>
  );
}

/** How the events' points add up (if at all), and whether the TAF breaks ties. */
export function ExamRuleFields({ draft }: { draft: ExamDraft }) {
  const { change } = useExamForm();
  const set = (patch: ExamPatch) => change({ type: 'exam', patch });
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <SelectField
        path="aggregate"
        label="Critério sobre os pontos"
        value={draft.aggregate}
        options={AGGREGATE_OPTIONS}
        onChange={(aggregate) => set({ aggregate: aggregate as AggregateChoice })}
        description="Além do mínimo de cada teste, se o edital pedir."
      />
      {draft.aggregate === 'none' ? null : (
        <TextField
          path="aggregate.minimum"
          label={draft.aggregate === 'sum' ? 'Soma mínima' : 'Média mínima'}
          value={draft.aggregateMinimum}
          inputMode="decimal"
          onChange={(aggregateMinimum) => set({ aggregateMinimum })}
          required
        />
      )}
      <CheckboxField
        path="tieBreak"
        label="A nota do TAF serve de desempate na classificação"
        checked={draft.tieBreak}
        onChange={(tieBreak) => set({ tieBreak })}
        className="sm:col-span-2"
      />
    </div>
  );
}
