import { ConsentsCard } from './consents-card';
import { DeletionCard } from './deletion-card';
import { ExportCard } from './export-card';

/** 'Seus dados' on the profile page (LGPD art. 18): consents, export, deletion. */
export function DataRightsSection({ candidate = true }: { candidate?: boolean }) {
  return (
    <section aria-labelledby="seus-dados-titulo" className="grid gap-4">
      <h2 id="seus-dados-titulo" className="font-semibold text-xl">
        Seus dados
      </h2>
      <ConsentsCard candidate={candidate} />
      <ExportCard />
      <DeletionCard />
    </section>
  );
}
