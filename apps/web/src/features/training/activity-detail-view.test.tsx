import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityDetailView } from './activity-detail-view';
import { detail } from './training-fixtures';

const noop = () => {};

describe('ActivityDetailView — a Strava workout read by someone else (decision 048)', () => {
  it('shows its coins and says its details are the athlete’s: no measure, route or edit', () => {
    const { container } = render(
      <ActivityDetailView
        activity={detail({
          source: 'strava',
          value_primary: null,
          value_secondary: null,
          duration_minutes: null,
          coins: 9,
          editable: false,
          has_route: false,
          strava_redacted: true,
          strava_map_summary_polyline: null,
        })}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('Importado do Strava — detalhes visíveis só para o aluno')).toBeTruthy();
    expect(screen.getByText('9 moedas')).toBeTruthy();
    for (const label of [
      'Distância',
      'Tempo',
      'Ritmo',
      'FC média',
      'FC máxima',
      'Cadência média',
      'Observações',
    ])
      expect(screen.queryByText(label)).toBeNull();
    expect(container.querySelector('svg[role="img"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
