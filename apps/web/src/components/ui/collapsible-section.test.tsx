import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollapsibleSection } from './collapsible-section.tsx';

const section = (count: number | undefined) => (
  <CollapsibleSection title="Application Status" itemCount={count}>
    <p>Contents</p>
  </CollapsibleSection>
);

describe('CollapsibleSection', () => {
  it('starts collapsed while loading and with no items, expanded once items arrive', () => {
    const { rerender } = render(section(undefined));
    const button = screen.getByRole('button', { name: /Application Status/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Contents')).not.toBeVisible();
    rerender(section(0));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(section(2));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Contents')).toBeVisible();
    rerender(section(0));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with the button', async () => {
    render(section(3));
    const button = screen.getByRole('button', { name: /Application Status/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
