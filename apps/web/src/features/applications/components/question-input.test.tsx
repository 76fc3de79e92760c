import { screen } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Question } from '@crp/shared';
import type { AnswerValue } from '../draft-storage.ts';
import { question } from '../test-fixtures.ts';
import { QuestionInput } from './question-input.tsx';

const options = [
  { id: 'opt-a', label: 'Building' },
  { id: 'opt-b', label: 'Roleplay' },
  { id: 'opt-c', label: 'Events' },
];

/** Holds the answer like the form does and prints it for assertions. */
function Harness({ q, error, initial }: { q: Question; error?: string; initial?: AnswerValue }) {
  const [value, setValue] = useState<AnswerValue | undefined>(initial);
  return (
    <>
      <QuestionInput question={q} value={value} error={error} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const answer = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

describe('QuestionInput', () => {
  it('short_text: a single-line field with title, description, placeholder and required asterisk', async () => {
    render(
      <Harness q={question({ id: 1, type: 'short_text', title: 'Your name', description: 'As used in game', placeholder: 'e.g. Alex', isRequired: true })} />,
    );
    const input = screen.getByRole('textbox', { name: /Your name/ });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('placeholder', 'e.g. Alex');
    expect(input).toHaveAccessibleDescription('As used in game');
    expect(screen.getByText('*')).toBeInTheDocument();
    await userEvent.type(input, 'Alex');
    expect(answer()).toBe('Alex');
  });

  it('long_text: a text box of 4 rows', async () => {
    render(<Harness q={question({ id: 2, type: 'long_text', title: 'Why you?' })} />);
    const box = screen.getByRole('textbox', { name: 'Why you?' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('dropdown: a select whose answer is the option id', async () => {
    render(<Harness q={question({ id: 3, type: 'dropdown', title: 'Region', options })} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Roleplay');
    expect(answer()).toBe('opt-b');
  });

  it('multiple_choice: several checkboxes, answered as a list of option ids in option order', async () => {
    render(<Harness q={question({ id: 4, type: 'multiple_choice', title: 'Interests', options })} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Building' }));
    expect(answer()).toEqual(['opt-a', 'opt-c']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    expect(answer()).toEqual(['opt-a']);
  });

  it('multiple_choice: reads an older comma-joined answer', () => {
    render(<Harness q={question({ id: 4, type: 'multiple_choice', title: 'Interests', options })} initial="opt-b,opt-c" />);
    expect(screen.getByRole('checkbox', { name: 'Roleplay' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Building' })).not.toBeChecked();
  });

  it('single_choice: radios, one selection', async () => {
    render(<Harness q={question({ id: 5, type: 'single_choice', title: 'Play time', options })} />);
    expect(screen.getByRole('radiogroup', { name: 'Play time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Building' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Events' }));
    expect(answer()).toBe('opt-c');
    expect(screen.getByRole('radio', { name: 'Building' })).not.toBeChecked();
  });

  it('rating: 1..max buttons as a radio group, operable with the keyboard', async () => {
    render(<Harness q={question({ id: 6, type: 'rating', title: 'Experience', ratingScale: { min: 1, max: 7 } })} />);
    const group = screen.getByRole('radiogroup', { name: 'Experience' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // One tab stop: Tab lands on the group, arrows move and choose.
    await userEvent.tab();
    expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(answer()).toBe('3');
    expect(screen.getByRole('radio', { name: '3 of 7' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '3 of 7' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(answer()).toBe('7');
    await userEvent.click(screen.getByRole('radio', { name: '2 of 7' }));
    expect(answer()).toBe('2');
    expect(group).toBeInTheDocument();
  });

  it('date: an MM/DD/YYYY entry that inserts the slashes, with a calendar picker', async () => {
    render(<Harness q={question({ id: 7, type: 'date', title: 'Birthday' })} />);
    // The date entry loads with the first date question.
    const input = await screen.findByRole('textbox', { name: 'Birthday' });
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.type(input, '07042001');
    expect(answer()).toBe('07/04/2001');
    expect(screen.getByLabelText('Choose from calendar')).toHaveValue('2001-07-04');
    expect(screen.getByLabelText('Choose from calendar')).toHaveAccessibleDescription('Birthday');
  });

  it('date: a slash typed after a one-digit month or day completes it, and a pasted ISO date is turned around', async () => {
    render(<Harness q={question({ id: 7, type: 'date', title: 'Birthday' })} />);
    // The date entry loads with the first date question.
    const input = await screen.findByRole('textbox', { name: 'Birthday' });
    await userEvent.type(input, '3/5/2021');
    expect(answer()).toBe('03/05/2021');
    await userEvent.clear(input);
    await userEvent.type(input, '12/25/1999');
    expect(answer()).toBe('12/25/1999');
    await userEvent.clear(input);
    await userEvent.paste('2021-03-15');
    expect(answer()).toBe('03/15/2021');
  });

  it('unknown types behave as short text', async () => {
    render(<Harness q={question({ id: 8, type: 'mystery' as Question['type'], title: 'Anything' })} />);
    const input = screen.getByRole('textbox', { name: 'Anything' });
    expect(input.tagName).toBe('INPUT');
  });

  it('shows the error under the field: red border, aria-invalid and aria-describedby', () => {
    render(<Harness q={question({ id: 9, type: 'short_text', title: 'Age', isRequired: true })} error="This field is required" />);
    const input = screen.getByRole('textbox', { name: /Age/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(input.className).toContain('border-red-500');
  });
});
