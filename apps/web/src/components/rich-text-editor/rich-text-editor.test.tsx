import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Description"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

// jsdom has no layout: ProseMirror's scroll-into-view asks for rectangles.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= rect;
  if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: rects });
  document.elementFromPoint ??= () => null;
});

describe('RichTextEditor', () => {
  it('shows the content, a labelled editing area and the formatting toolbar', async () => {
    render(<Harness initial="<p>Hello <strong>world</strong></p>" onChange={() => {}} />);
    const area = await screen.findByRole('textbox', { name: 'Description' });
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area.querySelector('strong')).toHaveTextContent('world');
    expect(area.className).toContain('min-h-[100px]');
    expect(area.className).toContain('max-h-[300px]');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Bullet list', 'Numbered list', 'Link']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
  });

  it('inserts a link through the link dialog and reports the HTML', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Read</p>" onChange={onChange} />);
    await screen.findByRole('toolbar', { name: 'Formatting' });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const url = screen.getByRole('textbox', { name: 'URL', hidden: true });
    await user.type(url, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Insert Link', hidden: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">https://example.com/</a>');
  });
});
