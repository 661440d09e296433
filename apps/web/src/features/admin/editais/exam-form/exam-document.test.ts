import { SHIPPED_EXAMS } from '@prontidao/domain/exams/catalogue/index';
import { ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { describe, expect, it } from 'vitest';
import { documentOf, missingStandards } from './exam-document';
import { draftFromExam, emptyDraft, emptyStandard } from './exam-draft';
import { draftReducer } from './exam-draft-reducer';
import { issueMap } from './exam-issues';

describe('the exam form’s draft', () => {
  it.each(SHIPPED_EXAMS.map((exam) => [exam.id, exam] as const))(
    '%s comes back from the form unchanged (partial stays partial), as its next version',
    (_id, exam) => {
      const parsed = ExamSchema.parse(documentOf(draftFromExam(exam)));
      expect(parsed).toEqual({ ...exam, version: exam.version + 1 });
    },
  );

  it('is complete only when every event has a standard for both sexes', () => {
    let draft = emptyDraft();
    expect(missingStandards(draft)).toEqual([{ index: 0, label: 'Teste 1', sexes: ['M', 'F'] }]);
    draft = draftReducer(draft, { type: 'addStandard', event: 0, sex: 'F' });
    draft = draftReducer(draft, { type: 'addStandard', event: 0, sex: 'M' });
    expect(draft.events[0]?.standards.map((standard) => standard.sex)).toEqual(['M', 'F']);
    expect(documentOf(draft).completeness).toBe('complete');
    expect(documentOf({ ...draft, keepPartial: true }).completeness).toBe('partial');
    draft = draftReducer(draft, { type: 'removeStandard', event: 0, standard: 1 });
    expect(documentOf(draft).completeness).toBe('partial');
  });

  it('keeps a number that is not one as NaN, so the schema names the field', () => {
    const draft = emptyDraft();
    const event = draft.events[0];
    if (!event) throw new Error('sem teste');
    event.standards = [{ ...emptyStandard('M'), threshold: '12,5,1' }];
    const issues = issueMap(ExamSchema.safeParse(documentOf(draft)).error);
    expect(issues.get('events.0.standards.0.threshold')).toEqual(['A marca mínima deve ser um número']);
  });

  it('shows a line’s problem on the whole list of sources, saying which line', () => {
    const draft = { ...emptyDraft(), sources: 'https://exemplo.com\nnão é endereço' };
    const issues = issueMap(ExamSchema.safeParse(documentOf(draft)).error);
    expect(issues.get('sources')?.[0]).toMatch(/^Linha 2: /);
  });
});
