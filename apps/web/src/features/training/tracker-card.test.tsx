import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { TrackerCard } from './tracker-card';

describe('TrackerCard on /aluno/treinos', () => {
  it('takes watch files into the history and points to the Strava connection', async () => {
    server.use(
      http.post('http://localhost:3000/api/activity-files', () =>
        HttpResponse.json({ file_name: 'corrida.tcx', status: 'imported', activity_id: 'x', coins: 7 }),
      ),
    );
    const view = renderRoutes([{ path: '/aluno/treinos', element: <TrackerCard /> }], '/aluno/treinos');
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    expect(screen.getByRole('link', { name: 'Ver integrações' }).getAttribute('href')).toBe('/integracoes');
    await userEvent.upload(screen.getByLabelText(/Arquivos do relógio/), [
      new NodeFile(['<TrainingCenterDatabase/>'], 'corrida.tcx') as unknown as File,
    ]);
    expect(await screen.findByText('+7 moedas')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.trainingActivities });
  });
});
