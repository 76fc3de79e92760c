import { screen } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import { PlayerChart } from './player-chart.tsx';

describe('PlayerChart', () => {
  it('is an image with a summary, and leaves gaps where there were no samples', () => {
    const series = [...new Array<number | null>(40).fill(null), 4, 8, null, null, 12, 30, 22, 0];
    const { container } = render(<PlayerChart series={series} maxPlayers={64} />);
    expect(screen.getByRole('img', { name: 'Player count over the last 24 hours: peak 30, low 0, latest 0' })).toBeInTheDocument();
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    // The newest slot sits at the right edge.
    expect(container.querySelector('[data-testid="player-chart-latest"]')?.getAttribute('x1')).toBe('236.0');
  });

  it('says when there is no history yet', () => {
    render(<PlayerChart series={[]} maxPlayers={10} />);
    expect(screen.getByRole('img', { name: 'Player count over the last 24 hours: no data yet' })).toHaveTextContent('No player history yet');
  });
});
