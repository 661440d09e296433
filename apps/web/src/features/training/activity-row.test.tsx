import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityRow } from './activity-row';
import { activity } from './training-fixtures';

const open = () => {};

describe('ActivityRow — the ranking line (decision 039)', () => {
  it.each([
    ['not_validated', 'Não validado para o ranking'],
    ['removed', 'Removido do ranking pela moderação'],
  ] as const)('a workout %s says so on its line', (status, text) => {
    render(
      <ActivityRow activity={activity({ activity_type: 'RUN', ranking_status: status })} onOpen={open} />,
    );
    expect(screen.getByTestId('ranking-standing').textContent).toContain(text);
    expect(screen.getByRole('button').textContent).toContain(text);
  });

  it('a workout that counts says nothing about the ranking', () => {
    render(<ActivityRow activity={activity({ activity_type: 'RUN', ranking_status: null })} onOpen={open} />);
    expect(screen.queryByTestId('ranking-standing')).toBeNull();
    expect(screen.getByRole('button').textContent).not.toMatch(/ranking/);
  });
});

describe('ActivityRow — a Strava workout read by someone else (decision 048)', () => {
  it('shows its type, date and coins and says its details are the athlete’s', () => {
    render(
      <ActivityRow
        activity={activity({
          source: 'strava',
          value_primary: null,
          value_secondary: null,
          duration_minutes: null,
          coins: 9,
          editable: false,
          strava_redacted: true,
        })}
        onOpen={open}
      />,
    );
    expect(screen.getByRole('button').textContent).toBe(
      'Corrida20/11/2026Strava9 moedasImportado do Strava — detalhes visíveis só para o aluno',
    );
  });
});
