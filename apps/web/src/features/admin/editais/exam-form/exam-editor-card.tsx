import { Eye, Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EditalResults } from '../edital-results';
import { CompletenessNote } from './completeness-note';
import { ADD_EVENT_PATH } from './event-toolbar';
import type { ExamDraft } from './exam-draft';
import { ExamEventFieldset } from './exam-event-fieldset';
import { ExamFormProvider, useExamForm } from './exam-form-context';
import { ExamIdentityFields, ExamOriginFields, ExamRuleFields } from './exam-general-fields';
import { GroupError } from './form-controls';
import { IssueSummary } from './issue-summary';
import { useExamEditor } from './use-exam-editor';

interface ExamEditorCardProps {
  initial: ExamDraft;
  onClose: () => void;
}

/**
 * 'Novo concurso' or a new version of one, in a form: checked in the browser by the exam schema,
 * then previewed and published exactly as a JSON document is.
 */
export function ExamEditorCard({ initial, onClose }: ExamEditorCardProps) {
  const editor = useExamEditor(initial);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { issues, change } = editor;
  const context = useMemo(() => ({ formId, issues, change }), [formId, issues, change]);
  useEffect(() => headingRef.current?.focus(), []);
  const title = initial.isNewVersion ? `Nova versão: ${initial.shortName}` : 'Novo concurso';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 ref={headingRef} tabIndex={-1} className="outline-none">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>
          Preencha os testes e os índices de cada sexo. Nada é gravado até você publicar.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        <form
          noValidate
          aria-label={title}
          className="grid min-w-0 gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!editor.runPreview()) requestAnimationFrame(() => summaryRef.current?.focus());
          }}
        >
          <ExamFormProvider value={context}>
            <FormSection title="Concurso">
              <ExamIdentityFields draft={editor.draft} />
              <ExamOriginFields draft={editor.draft} />
            </FormSection>
            <FormSection title="Critério de aprovação">
              <ExamRuleFields draft={editor.draft} />
            </FormSection>
            <EventsSection draft={editor.draft} />
            <CompletenessNote missing={editor.missing} keepPartial={editor.draft.keepPartial} />
            <IssueSummary ref={summaryRef} issues={editor.issues} />
            <EditorActions isPreviewing={editor.preview.isPending} onClose={onClose} />
          </ExamFormProvider>
        </form>
        <EditalResults draft={editor} />
      </CardContent>
    </Card>
  );
}

function EditorActions({ isPreviewing, onClose }: { isPreviewing: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isPreviewing}>
        <Eye aria-hidden="true" />
        {isPreviewing ? 'Verificando…' : 'Pré-visualizar'}
      </Button>
      <Button type="button" variant="outline" onClick={onClose}>
        <X aria-hidden="true" />
        Fechar editor
      </Button>
    </div>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function EventsSection({ draft }: { draft: ExamDraft }) {
  const { change, idOf } = useExamForm();
  return (
    <FormSection title="Testes">
      <GroupError path="events" />
      {draft.events.map((event, index) => (
        <ExamEventFieldset key={event.uid} event={event} index={index} count={draft.events.length} />
      ))}
      <Button
        id={idOf(ADD_EVENT_PATH)}
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => change({ type: 'addEvent' })}
      >
        <Plus aria-hidden="true" />
        Adicionar teste
      </Button>
    </FormSection>
  );
}
