import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { EditorAction } from '../editor-state.ts';
import { gatesPayload, noEditorGates, type EditorGates } from '../editor-gates.ts';
import { EligibilitySection } from './eligibility-section.tsx';

let latest: EditorGates = noEditorGates;
function Harness() {
  const [gates, setGates] = useState<EditorGates>(noEditorGates);
  latest = gates;
  const dispatch = (action: EditorAction) => {
    if (action.type === 'set' && action.patch.gates) setGates(action.patch.gates);
  };
  return <EligibilitySection gates={gates} dispatch={dispatch} />;
}

describe('form editor: Eligibility section (D34)', () => {
  it('sets every gate; roles are picked from the guild when the bot can read them', async () => {
    stubApi({
      'GET /api/admin/discord/roles': () => ({ status: 200, body: { available: true, roles: [{ id: '700000000000000009', name: 'Banned' }, { id: '700000000000000001', name: 'Verified' }] } }),
    });
    renderWithProviders(<Harness />);
    const section = within(screen.getByRole('region', { name: 'Eligibility' }));
    await userEvent.click(section.getByRole('switch', { name: /Require a linked Steam account/ }));
    const hours = section.getByLabelText("Minimum Garry's Mod hours");
    await userEvent.clear(hours);
    await userEvent.type(hours, '50');
    await userEvent.clear(section.getByLabelText('Cooldown after a rejection (days)'));
    await userEvent.type(section.getByLabelText('Cooldown after a rejection (days)'), '14');
    const blocked = within(await section.findByRole('group', { name: "Blocked roles: pick from the server's roles" }));
    await userEvent.click(blocked.getByRole('button', { name: 'Banned' }));
    expect(blocked.getByRole('button', { name: 'Banned' })).toHaveAttribute('aria-pressed', 'true');
    expect(section.getByLabelText('Blocked roles')).toHaveValue('700000000000000009');
    await userEvent.type(section.getByLabelText('Required roles'), '700000000000000001');
    expect(gatesPayload(latest)).toEqual({
      requireSteam: true,
      minGmodHours: 50,
      minGuildDays: 0,
      requiredRoleIds: ['700000000000000001'],
      blockedRoleIds: ['700000000000000009'],
      cooldownDays: 14,
    });
  });

  it('without a bot, role ids are typed and checked', async () => {
    stubApi({ 'GET /api/admin/discord/roles': () => ({ status: 200, body: { available: false, roles: [] } }) });
    renderWithProviders(<Harness />);
    const section = within(screen.getByRole('region', { name: 'Eligibility' }));
    await userEvent.type(section.getByLabelText('Required roles'), 'moderators');
    expect(section.getByText(/Role IDs are digits only/)).toBeInTheDocument();
    expect(section.queryByRole('group')).toBeNull();
  });
});
