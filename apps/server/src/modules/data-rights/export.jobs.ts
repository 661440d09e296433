import type { JobQueue } from '../../jobs/job-queue.js';
import { buildExport, EXPORT_JOB, type ExportDeps } from './export.service.js';

/** The export's background work: one job per requested export (failures mark the row 'falhou'). */
export function registerExportJobs(jobs: JobQueue, deps: ExportDeps): void {
  jobs.register<{ exportId: string }>({
    name: EXPORT_JOB,
    retryLimit: 0,
    handler: async ({ exportId }) => {
      await buildExport(deps, exportId);
    },
  });
}
