import { type Exam, ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import { rpcHandler, server } from '@/testing/msw-server';
import { catalogue, PF_2021, PMESP_2025, PMPA_2021 } from './catalogue-fixture';

// Every call /admin/editais makes, answered as the server would (the schema parses the previews),
// each input kept for the assertions. Archiving changes the list the next list_editais answers.

const DOCUMENTS: readonly Exam[] = [PF_2021, PMESP_2025, PMPA_2021];

export function serveEditais() {
  const calls = {
    preview: [] as unknown[],
    publish: [] as unknown[],
    archive: [] as { edital_id: string; archived: boolean }[],
    documents: [] as string[],
  };
  let entries = catalogue();
  server.use(
    rpcHandler('list_editais', () => entries),
    rpcHandler('get_edital_document', ({ edital_id }) => {
      calls.documents.push(edital_id);
      const document = structuredClone(DOCUMENTS.find((exam) => exam.id === edital_id));
      return { format: 'exam' as const, archived: false, document };
    }),
    rpcHandler('set_edital_archived', (input) => {
      calls.archive.push(input);
      entries = entries.map((entry) =>
        entry.id === input.edital_id ? { ...entry, is_archived: input.archived } : entry,
      );
      return { id: input.edital_id, archived: input.archived };
    }),
    rpcHandler('preview_edital', ({ document }) => {
      calls.preview.push(document);
      const isExam = typeof document === 'object' && document !== null && 'events' in document;
      return isExam ? ExamSchema.parse(document) : EditalSchema.parse(document);
    }),
    rpcHandler('import_edital', ({ document }) => {
      calls.publish.push(document);
      const saved = document as { id: string; version: number; name: string; shortName?: string };
      return { id: saved.id, version: saved.version, name: saved.shortName ?? saved.name };
    }),
  );
  return calls;
}
