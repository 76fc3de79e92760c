import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

function List({ load }: { load: () => Promise<string[]> }) {
  const { data } = useQuery({ queryKey: ['list'], queryFn: load });
  return <p>{data ? data.join(', ') || 'empty' : 'loading'}</p>;
}

describe('the query client', () => {
  it('refetches an invalidated list on mount even when it was loaded a moment ago (a save between leaving and returning)', async () => {
    const client = createQueryClient();
    let rows: string[] = [];
    let calls = 0;
    const load = async () => {
      calls++;
      return [...rows];
    };
    let show: (visible: boolean) => void = () => {};
    function Page() {
      const [visible, setVisible] = useState(true);
      show = setVisible;
      return visible ? <List load={load} /> : <p>editor</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('empty')).toBeInTheDocument();
    act(() => show(false)); // the list gives way to the editor
    rows = ['New form'];
    await act(() => client.invalidateQueries({ queryKey: ['list'] })); // the save
    act(() => show(true)); // back to the list, well within the just-loaded window
    expect(await screen.findByText('New form')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('does not fetch again on mount what was loaded a moment ago and is still valid (the route loader already did)', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client.prefetchQuery({ queryKey: ['list'], queryFn: async () => (calls++, ['a']), staleTime: 0 });
    render(
      <QueryClientProvider client={client}>
        <List load={async () => (calls++, ['a'])} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('a')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
