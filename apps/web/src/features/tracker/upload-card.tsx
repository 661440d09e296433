import { FileUp } from 'lucide-react';
import { ActivityUpload } from '@/components/activity-upload/activity-upload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Watch files, with or without Strava. */
export function UploadCard() {
  return (
    <Card role="region" aria-labelledby="arquivos-titulo">
      <CardHeader>
        <div className="flex items-center gap-2">
          <FileUp className="size-5 text-primary" aria-hidden="true" />
          <CardTitle asChild>
            <h2 id="arquivos-titulo">Arquivos do relógio</h2>
          </CardTitle>
        </div>
        <CardDescription>
          Envie os arquivos exportados do seu relógio (Garmin, Apple, Polar, Coros…): o treino entra no
          histórico com suas moedas, sem precisar do Strava.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityUpload />
      </CardContent>
    </Card>
  );
}
