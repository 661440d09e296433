import type { ExamSex } from '@prontidao/domain/exams/exam-schema';
import { sexName } from '@prontidao/domain/profile/sex';
import { Badge } from '@/components/ui/badge';
import { useExamForm } from './exam-form-context';
import { CheckboxField } from './form-controls';

interface Missing {
  index: number;
  label: string;
  sexes: ExamSex[];
}

interface CompletenessNoteProps {
  missing: Missing[];
  keepPartial: boolean;
}

const sexesText = (sexes: ExamSex[]) => sexes.map(sexName).join(' e ');

const PARTIAL_MEANS =
  'Publicado assim, o concurso pode ser escolhido, mas ninguém recebe resultado até uma nova versão completá-lo.';

/**
 * Complete when every event has a standard for both sexes (unless the admin keeps it partial);
 * else partial ('Tabela incompleta'): it can be published and followed, and grades nobody.
 */
export function CompletenessNote({ missing, keepPartial }: CompletenessNoteProps) {
  const { change } = useExamForm();
  return (
    <div className="grid min-w-0 gap-2">
      <div role="status" className="grid min-w-0 gap-2 rounded-md border bg-muted/40 p-3 text-sm">
        {missing.length > 0 ? (
          <>
            <p>
              <Badge variant="warning">Tabela incompleta</Badge> {PARTIAL_MEANS} Faltam índices:
            </p>
            <ul className="grid list-disc gap-1 ps-5">
              {missing.map((item) => (
                <li key={item.index}>
                  {item.label}: {sexesText(item.sexes)}
                </li>
              ))}
            </ul>
          </>
        ) : keepPartial ? (
          <p>
            <Badge variant="warning">Tabela incompleta</Badge> Todos os testes têm índice para os dois sexos,
            mas o concurso fica incompleto. {PARTIAL_MEANS}
          </p>
        ) : (
          <p>
            <Badge variant="success">Completo</Badge> Todos os testes têm índice para os dois sexos.
          </p>
        )}
      </div>
      {missing.length === 0 ? (
        <CheckboxField
          path="keepPartial"
          label="Manter como tabela incompleta (os índices ainda não são confiáveis)"
          checked={keepPartial}
          onChange={(value) => change({ type: 'exam', patch: { keepPartial: value } })}
        />
      ) : null}
    </div>
  );
}
