import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkDialog, normalizeLinkUrl } from './link-dialog.tsx';

const setup = (selectedText = 'our rules') => {
  const onInsert = vi.fn();
  const onCancel = vi.fn();
  render(<LinkDialog open selectedText={selectedText} onInsert={onInsert} onCancel={onCancel} />);
  // jsdom has no showModal: query the (closed) dialog's content as hidden.
  const q = { hidden: true };
  return {
    onInsert,
    onCancel,
    url: () => screen.getByRole('textbox', { name: 'URL', ...q }),
    insert: () => screen.getByRole('button', { name: 'Insert Link', ...q }),
    cancel: () => screen.getByRole('button', { name: 'Cancel', ...q }),
  };
};

describe('LinkDialog', () => {
  it('shows the selected text and a URL field with an example address as placeholder', () => {
    const d = setup();
    expect(screen.getByTestId('link-selected-text')).toHaveTextContent('our rules');
    expect(d.url()).toHaveAttribute('placeholder', 'https://example.com');
  });

  it('keeps Insert Link disabled while the URL is empty or blank', async () => {
    const user = userEvent.setup();
    const d = setup();
    expect(d.insert()).toBeDisabled();
    await user.type(d.url(), '   ');
    expect(d.insert()).toBeDisabled();
    await user.clear(d.url());
    await user.type(d.url(), 'example.com/rules');
    expect(d.insert()).toBeEnabled();
  });

  it('inserts the address, adding https:// when it has no scheme', async () => {
    const user = userEvent.setup();
    const d = setup();
    await user.type(d.url(), 'example.com/rules');
    await user.click(d.insert());
    expect(d.onInsert).toHaveBeenCalledWith('https://example.com/rules');
  });

  it('inserts with Enter in the URL field', async () => {
    const user = userEvent.setup();
    const d = setup();
    await user.type(d.url(), 'https://ok.test/a{Enter}');
    expect(d.onInsert).toHaveBeenCalledWith('https://ok.test/a');
  });

  it('refuses javascript: addresses with a message', async () => {
    const user = userEvent.setup();
    const d = setup();
    await user.type(d.url(), 'javascript:alert(1)');
    await user.click(d.insert());
    expect(d.onInsert).not.toHaveBeenCalled();
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Enter a web address starting with http:// or https://');
  });

  it('calls onCancel from Cancel without inserting', async () => {
    const user = userEvent.setup();
    const d = setup('');
    expect(screen.getByTestId('link-selected-text')).toHaveTextContent('No text selected');
    await user.click(d.cancel());
    expect(d.onCancel).toHaveBeenCalledOnce();
    expect(d.onInsert).not.toHaveBeenCalled();
  });
});

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://ok.test/a', 'https://ok.test/a'],
    ['ok.test', 'https://ok.test/'],
    ['mailto:staff@ok.test', 'mailto:staff@ok.test'],
    ['  ', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLinkUrl(input)).toBe(expected);
  });
});
