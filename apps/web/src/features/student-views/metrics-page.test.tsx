import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '@/hooks/use-media-query';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import type { EnduranceMetrics } from './api/student-queries';
import MetricsPage from './metrics-page';
import { renderStudentPage } from './testing/render-student-page';
import { metrics, STUDENT_ID, studentSummary } from './testing/student-fixtures';

const ROUTES = ['/aluno/:studentId/metricas', '/student-metrics', '/aluno/metricas'];
const renderAt = (path: string) => renderStudentPage(MetricsPage, ROUTES, path);

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } as const;

function serve(answer: EnduranceMetrics | null | (() => Promise<EnduranceMetrics | null>)) {
  const calls: unknown[] = [];
  server.use(
    rpcHandler('get_student_summary', () => studentSummary()),
    rpcHandler('endurance_metrics', (input) => {
      calls.push(input);
      return typeof answer === 'function' ? answer() : answer;
    }),
  );
  return calls;
}

const card = (title: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return within(heading.closest('li') as HTMLElement);
};

describe('Métricas de Resistência', () => {
  it('shows a trainer the student’s header, tabs, cards, origin test and zones', async () => {
    const calls = serve(metrics());
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Métricas de Resistência' })).toBeTruthy();
    expect((await screen.findByTestId('student-name')).textContent).toBe(
      'Maria Aparecida dos Santos Oliveira',
    );

    const tabs = within(screen.getByRole('navigation', { name: 'Dados do aluno' }));
    expect(tabs.getByRole('link', { name: 'Métricas' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Relatórios' }).getAttribute('href')).toBe(
      `/aluno/${STUDENT_ID}/relatorios`,
    );
    expect(tabs.getByRole('link', { name: 'Treinos' }).getAttribute('href')).toBe(
      `/aluno/${STUDENT_ID}/treinos`,
    );
    expect(tabs.getByRole('link', { name: 'Relatórios' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao painel do treinador' }).getAttribute('href')).toBe(
      '/treinador/dashboard',
    );

    await screen.findByRole('heading', { level: 2, name: 'VO2max estimado' });
    expect(card('VO2max estimado').getByText('43,5 mL/kg/min')).toBeTruthy();
    expect(card('VO2max estimado').getByText(/Teste de 2400 m \(equação do ACSM adaptada\)/)).toBeTruthy();
    expect(card('VAM').getByText('12,5 km/h')).toBeTruthy();
    expect(card('FC máxima estimada').getByText('187 bpm')).toBeTruthy();
    expect(card('FC máxima estimada').getByText(/Tanaka/)).toBeTruthy();
    expect(card('TLim na VAM').getByText('6 min')).toBeTruthy();
    expect(card('TLim na VAM').getByText(/4–8 min/)).toBeTruthy();
    expect(card('LT1 (limiar aeróbio)').getByText('8,7 km/h')).toBeTruthy();
    expect(card('LT1 (limiar aeróbio)').getByText('Pace 6:52 min/km')).toBeTruthy();
    expect(card('LT2 (limiar anaeróbio)').getByText('10,6 km/h')).toBeTruthy();
    expect(card('LT2 (limiar anaeróbio)').getByText('Pace 5:40 min/km')).toBeTruthy();
    expect(card('Cadência média').getByText('172 passos/min')).toBeTruthy();
    expect(card('Cadência média').getByText('Média das últimas 5 sessões')).toBeTruthy();

    expect(screen.getByTestId('origin-test').textContent).toBe(
      'TipoTT2400Data05/03/2026Tempo12:00Distância2,4 km',
    );
    expect(calls).toEqual([{ p_student: STUDENT_ID }]);
  });

  it('lays the zones out in a real table with headers, Z5 with its duration tip', async () => {
    serve(metrics());
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    const table = await screen.findByRole('table', { name: /Zonas de treino Z1 a Z5/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Zona', '% VAM', 'Velocidade (km/h)', 'Pace (min/km)', 'Uso']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Z1',
      'Z2',
      'Z3',
      'Z4',
      'Z5',
    ]);
    const cells = (index: number) =>
      within(rows[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual(['50–65%', '6,2–8,1', '7:24–9:37', 'Recuperação e aquecimento.']);
    expect(cells(4)).toEqual([
      '100–115%',
      '12,5–14,3',
      '4:11–4:49',
      'Acima da VAM: tiros curtos.Duração: Tiros de 30 s (30/30).',
    ]);
    expect(within(rows[3] as HTMLElement).queryByText(/Duração/)).toBeNull();
    // On a phone the table scrolls inside its own region, which the keyboard can reach.
    const region = screen.getByRole('region', { name: 'Zonas de treino' });
    expect(region.contains(table)).toBe(true);
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
  });

  it('on a phone lists the zones one under the other, what each is for in view', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === MOBILE_QUERY,
    })) as never;
    try {
      serve(metrics());
      renderAt(`/aluno/${STUDENT_ID}/metricas`);
      const list = await screen.findByRole('list', { name: 'Zonas de treino' });
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Z150–65% da VAM6,2–8,1 km/h · 7:24–9:37 min/kmRecuperação e aquecimento.',
        expect.stringMatching(/^Z2/),
        expect.stringMatching(/^Z3/),
        expect.stringMatching(/^Z4/),
        'Z5100–115% da VAM12,5–14,3 km/h · 4:11–4:49 min/kmAcima da VAM: tiros curtos.Duração: Tiros de 30 s (30/30).',
      ]);
    } finally {
      window.matchMedia = original;
    }
  });

  it('says it is calculating while the metrics are on their way', async () => {
    serve(async () => {
      await delay('infinite');
      return null;
    });
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    const status = await screen.findByText('Calculando métricas...');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows “Erro: {message}” and retries', async () => {
    serve(metrics());
    server.use(
      rpcError('endurance_metrics', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }),
    );
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro: Erro interno. Tente novamente.');
    server.resetHandlers();
    serve(metrics());
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('without a TT2400 or TT 2-3km: insufficient data, and the zones ask for a test', async () => {
    serve(null);
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    expect(await screen.findByText('Dados insuficientes para calcular métricas.')).toBeTruthy();
    const zonesHeading = screen.getByRole('heading', { level: 2, name: 'Zonas de treino' });
    expect(
      within(zonesHeading.closest('[data-slot="card"]') as HTMLElement).getByText(
        'É necessário ter pelo menos um teste TT2400 ou TT 2-3km.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'VO2max estimado' })).toBeNull();
  });

  it('shows the zones message too when the metrics come without zones', async () => {
    serve(metrics({ zones: [] }));
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    expect(await screen.findByText('É necessário ter pelo menos um teste TT2400 ou TT 2-3km.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a trainer reads that the student has not given a birth date; unknown cadence is “—”', async () => {
    serve(metrics({ fcmax_est: null, fcmax_note: null, cadence_spm: null }));
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    await screen.findByRole('heading', { level: 2, name: 'FC máxima estimada' });
    expect(card('FC máxima estimada').getByText('—')).toBeTruthy();
    expect(card('FC máxima estimada').getByText(/O aluno não informou a data de nascimento/)).toBeTruthy();
    expect(card('FC máxima estimada').queryByRole('link')).toBeNull();
    expect(card('Cadência média').getByText('—')).toBeTruthy();
  });

  it('the candidate’s own page asks for the birth date with a link to the profile, no header', async () => {
    const calls: unknown[] = [];
    server.use(
      rpcHandler('endurance_metrics', (input) => {
        calls.push(input);
        return metrics({ fcmax_est: null, fcmax_note: null });
      }),
    );
    renderAt('/aluno/metricas');
    await screen.findByRole('heading', { level: 2, name: 'FC máxima estimada' });
    const link = card('FC máxima estimada').getByRole('link', { name: 'Informar no perfil' });
    expect(link.getAttribute('href')).toBe('/aluno/perfil');
    expect(screen.queryByRole('navigation', { name: 'Dados do aluno' })).toBeNull();
    expect(calls).toEqual([{}]);
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/perfil'));
  });

  it.each([
    ['not linked, revoked or nonexistent (metrics)', 'endurance_metrics'],
    ['not linked, revoked or nonexistent (header)', 'get_student_summary'],
  ] as const)('shows one “Aluno não encontrado” page: %s', async (_case, failing) => {
    serve(metrics());
    server.use(rpcError(failing, 404, NOT_FOUND));
    renderAt(`/aluno/${STUDENT_ID}/metricas`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aluno não encontrado' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Métricas de Resistência' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Dados do aluno' })).toBeNull();
    expect(screen.queryByTestId('student-name')).toBeNull();
    expect(screen.queryByText(/Recurso não encontrado/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao painel do treinador' }).getAttribute('href')).toBe(
      '/treinador/dashboard',
    );
  });

  describe('/student-metrics', () => {
    it('with one id, shows that student’s metrics', async () => {
      const calls = serve(metrics());
      renderAt(`/student-metrics?id=${STUDENT_ID}`);
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(calls).toEqual([{ p_student: STUDENT_ID }]);
    });

    it('answers a hidden student with “Aluno não encontrado”', async () => {
      server.use(rpcError('endurance_metrics', 404, NOT_FOUND));
      renderAt('/student-metrics?id=someone-else');
      expect(await screen.findByRole('heading', { level: 1, name: 'Aluno não encontrado' })).toBeTruthy();
    });

    it.each([
      ['no id', '/student-metrics'],
      ['an empty id', '/student-metrics?id='],
      ['two ids', `/student-metrics?id=${STUDENT_ID}&id=other`],
    ])('with %s, says the address is incomplete and asks the server nothing', async (_case, path) => {
      // No handler: any call would be an unhandled request, which fails the test.
      renderAt(path);
      expect(await screen.findByText('Endereço incompleto')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Métricas de Resistência' })).toBeTruthy();
      expect(screen.queryByText('Calculando métricas...')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('table')).toBeNull();
    });
  });
});
