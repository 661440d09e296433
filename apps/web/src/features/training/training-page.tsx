import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityHistory } from './activity-history';
import { PendingActivitiesList } from './offline/pending-activities-list';
import { RegisterPanel } from './register-panel';
import { TrackerCard } from './tracker-card';

/** /aluno/treinos: tracker card, then 'Registrar' (bar, swim, run, the exam's exercises) and 'Histórico'. */
export default function TrainingPage() {
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Treinos</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Registre seus treinos de barra, natação, corrida e os exercícios do seu TAF, ganhe moedas e
          acompanhe seu histórico.
        </p>
      </header>
      <TrackerCard />
      <Tabs defaultValue="registrar">
        <TabsList aria-label="Treinos">
          <TabsTrigger value="registrar">Registrar</TabsTrigger>
          <TabsTrigger value="historico">Histórico</TabsTrigger>
        </TabsList>
        <TabsContent value="registrar">
          <RegisterPanel />
        </TabsContent>
        <TabsContent value="historico">
          <section aria-labelledby="historico-treinos-titulo" className="grid gap-3">
            <h2 id="historico-treinos-titulo" className="font-semibold text-lg">
              Histórico de treinos
            </h2>
            <PendingActivitiesList />
            <ActivityHistory />
          </section>
        </TabsContent>
      </Tabs>
    </div>
  );
}
