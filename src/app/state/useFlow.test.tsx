// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createFlowStore, useFlow, type FlowStore } from './store.ts';

afterEach(() => { cleanup(); sessionStorage.clear(); localStorage.clear(); });

const renders: string[] = [];

function SaveState({ store }: { store: FlowStore }) {
  const save = useFlow(store, (s) => s.save.state);
  const lead = useFlow(store, (s) => s.lead?.id ?? 'none');
  renders.push(`${save}/${lead}`);
  return <p>{save} {lead}</p>;
}

const afterTasks = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

describe('useFlow', () => {
  it('re-renders once for every change a task made, after it, with the store as the task left it', async () => {
    const store = createFlowStore('US');
    renders.length = 0;
    render(<SaveState store={store} />);
    expect(renders).toEqual(['idle/none']);
    await act(async () => {
      store.setState({ save: { state: 'saving' } });
      await Promise.resolve();
      store.setState({ lead: { id: 'lead-1', token: 't' } });
      await Promise.resolve();
      store.setState({ save: { state: 'idle' } });
      expect(renders).toEqual(['idle/none']);
      await afterTasks();
    });
    expect(renders).toEqual(['idle/none', 'idle/lead-1']);
    expect(screen.getByText('idle lead-1')).toBeTruthy();
  });

  it('hears a change in a later task again, and nothing once unmounted', async () => {
    const store = createFlowStore('US');
    renders.length = 0;
    const { unmount } = render(<SaveState store={store} />);
    await act(async () => { store.setState({ save: { state: 'failed' } }); await afterTasks(); });
    expect(screen.getByText('failed none')).toBeTruthy();
    await act(async () => { store.setState({ save: { state: 'saving' } }); await afterTasks(); });
    expect(screen.getByText('saving none')).toBeTruthy();
    // A change heard but not yet passed on when the step goes: nothing renders for it afterwards.
    const before = renders.length;
    await act(async () => { store.setState({ save: { state: 'idle' } }); unmount(); await afterTasks(); });
    expect(renders).toHaveLength(before);
    await act(async () => { store.setState({ save: { state: 'failed' } }); await afterTasks(); });
    expect(renders).toHaveLength(before);
  });
});
