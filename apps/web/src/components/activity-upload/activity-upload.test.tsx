import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { ActivityUpload } from './activity-upload';

const url = 'http://localhost:3000/api/activity-files';

interface Received {
  name: string | null;
  type: string | null;
  bytes: string;
}

/** The server's verdict per file name, and every request it received. */
function serveVerdicts(verdicts: Record<string, object>) {
  const received: Received[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const name = decodeURIComponent(request.headers.get('x-file-name') ?? '');
      received.push({
        name: request.headers.get('x-file-name'),
        type: request.headers.get('content-type'),
        bytes: await request.text(),
      });
      const verdict = verdicts[name];
      return verdict
        ? HttpResponse.json(verdict)
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'não' } }, { status: 404 });
    }),
  );
  return received;
}

// Node's File: MSW hands the XMLHttpRequest body to Node's Request, which cannot read jsdom's Blob.
const file = (name: string, text = '<gpx/>') => new NodeFile([text], name) as unknown as File;

function renderUpload() {
  return renderRoutes([{ path: '/', element: <ActivityUpload /> }], '/');
}

const rowOf = (name: string) =>
  screen.getAllByTestId('upload-item').find((row) => within(row).queryByText(name)) as HTMLElement;

describe('ActivityUpload', () => {
  it('sends each file on its own, raw, named in a header, and says what became of each', async () => {
    const received = serveVerdicts({
      'corrida manhã.gpx': {
        file_name: 'corrida manhã.gpx',
        status: 'imported',
        activity_id: 'a1',
        coins: 12,
      },
      'natacao.fit': { file_name: 'natacao.fit', status: 'duplicate' },
      'quebrado.tcx': { file_name: 'quebrado.tcx', status: 'rejected', reason: 'O arquivo não tem horário.' },
    });
    const view = renderUpload();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await userEvent.upload(screen.getByLabelText(/Arquivos do relógio/), [
      file('corrida manhã.gpx', 'ABC'),
      file('natacao.fit', 'DEF'),
      file('quebrado.tcx', 'GHI'),
    ]);

    expect(await within(rowOf('corrida manhã.gpx')).findByText('Importado')).toBeTruthy();
    expect(within(rowOf('corrida manhã.gpx')).getByText('+12 moedas')).toBeTruthy();
    expect(await within(rowOf('natacao.fit')).findByText('Já importado')).toBeTruthy();
    expect(within(rowOf('natacao.fit')).getByText('Este treino já está no seu histórico.')).toBeTruthy();
    expect(await within(rowOf('quebrado.tcx')).findByText('Recusado')).toBeTruthy();
    expect(within(rowOf('quebrado.tcx')).getByText('O arquivo não tem horário.')).toBeTruthy();

    expect(received).toEqual([
      { name: encodeURIComponent('corrida manhã.gpx'), type: 'application/octet-stream', bytes: 'ABC' },
      { name: 'natacao.fit', type: 'application/octet-stream', bytes: 'DEF' },
      { name: 'quebrado.tcx', type: 'application/octet-stream', bytes: 'GHI' },
    ]);
    // Imported: the history, the coins and the tracker's list are read again.
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([queryKeys.trainingActivities, queryKeys.coins, queryKeys.recentActivities]),
    );
    expect(keys).toHaveLength(3);
  });

  it('shows the progress of a file while it is being sent', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(url, async () => {
        await answered;
        return HttpResponse.json({ file_name: 'longo.fit', status: 'imported', coins: 1 });
      }),
    );
    renderUpload();
    await userEvent.upload(screen.getByLabelText(/Arquivos do relógio/), [file('longo.fit')]);
    expect(await screen.findByRole('progressbar', { name: 'Envio de longo.fit' })).toBeTruthy();
    expect(screen.getByText('Enviando...')).toBeTruthy();
    answer();
    expect(await screen.findByText('+1 moeda')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file over 20 MB and a file of another format without sending them', async () => {
    const received = serveVerdicts({});
    const view = renderUpload();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    const big = file('maratona.fit');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/Arquivos do relógio/), [big, file('foto.jpg')]);

    expect(within(rowOf('maratona.fit')).getByText(/Arquivo maior que 20 MB/)).toBeTruthy();
    expect(
      within(rowOf('foto.jpg')).getByText('Formato não aceito: envie arquivos GPX, TCX ou FIT.'),
    ).toBeTruthy();
    expect(within(rowOf('foto.jpg')).getByText('Não enviado')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the request, and reads nothing again", async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Você precisa estar logado.' } },
          { status: 401 },
        ),
      ),
    );
    const view = renderUpload();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await userEvent.upload(screen.getByLabelText(/Arquivos do relógio/), [file('a.gpx')]);
    expect(await within(rowOf('a.gpx')).findByText('Você precisa estar logado.')).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar lista' }));
    await waitFor(() => expect(screen.queryByTestId('upload-item')).toBeNull());
  });

  it('takes files dropped on the box', async () => {
    serveVerdicts({ 'solta.gpx': { file_name: 'solta.gpx', status: 'imported', coins: 3 } });
    renderUpload();
    const zone = screen.getByTestId('activity-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [file('solta.gpx')] } });
    expect(await screen.findByText('+3 moedas')).toBeTruthy();
  });
});
