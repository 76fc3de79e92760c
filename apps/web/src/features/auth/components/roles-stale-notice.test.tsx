import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates.ts';
import { RolesStaleNotice, rolesStaleText } from './roles-stale-notice.tsx';

describe('RolesStaleNotice (D43 a)', () => {
  it('says since when the roles stand when Discord did not answer', () => {
    const at = '2026-03-01T10:15:00.000Z';
    render(<RolesStaleNotice user={{ rolesStale: true, rolesCheckedAt: at }} />);
    expect(screen.getByRole('status')).toHaveTextContent(rolesStaleText.notice(formatDateTime(at)));
    expect(screen.getByRole('status')).toHaveTextContent(/^Discord did not answer; your roles are as of .*2026/);
  });

  it('shows nothing when the roles are fresh', () => {
    const { container } = render(<RolesStaleNotice user={{ rolesStale: undefined, rolesCheckedAt: '2026-03-01T10:15:00.000Z' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
