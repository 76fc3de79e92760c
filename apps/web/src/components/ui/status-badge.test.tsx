import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

describe('StatusBadge', () => {
  it.each([
    ['submitted', 'Pending Review', 'blue'],
    ['under_review', 'Under Review', 'yellow'],
    ['pending_interview', 'Pending Interview', 'purple'],
    ['accepted', 'Accepted', 'emerald'],
    ['rejected', 'Rejected', 'red'],
    ['withdrawn', 'Withdrawn', 'slate'],
  ])('shows %s as "%s" in %s', (status, label, colour) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label).className).toContain(`text-${colour}-`);
  });

  it('shows an unknown status raw with its first underscore replaced by a space', () => {
    render(<StatusBadge status="on_hold_long" />);
    expect(screen.getByText('on hold_long')).toBeInTheDocument();
  });
});
