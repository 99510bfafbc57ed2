// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createFlowStore, type FlowStore } from '../state/store.ts';
import { busyFlag, setBusy, type BusyFlag } from './busyFlag.ts';
import { useStepView } from './stepView.ts';

afterEach(() => { cleanup(); sessionStorage.clear(); localStorage.clear(); });

const renders: string[] = [];

function Step({ store, sending }: { store: FlowStore; sending: BusyFlag }) {
  const view = useStepView(store, sending);
  renders.push(`${view.candidate.firstName ?? '-'} ${view.save.state}`);
  return null;
}

const afterTasks = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
const named = (store: FlowStore, firstName: string) => store.setState({ candidate: { ...store.getState().candidate, firstName } });

describe('useStepView', () => {
  it('re-renders for the visit while the step is not sending', async () => {
    const store = createFlowStore('US');
    renders.length = 0;
    render(<Step store={store} sending={busyFlag()} />);
    named(store, 'Ana');
    await afterTasks();
    expect(renders).toEqual(['- idle', 'Ana idle']);
  });

  it('keeps still while the step sends its answers, except for a save that retries or fails; then shows the visit as it is', async () => {
    const store = createFlowStore('US');
    const sending = busyFlag();
    renders.length = 0;
    render(<Step store={store} sending={sending} />);
    setBusy(sending, true);
    // What a submit writes as it sends: the answers, and a save under way (which shows nothing).
    named(store, 'Ana');
    store.setState({ save: { state: 'saving' } });
    await afterTasks();
    expect(renders).toEqual(['- idle']);
    // A save that retries shows its notice while the step still sends; the rest of the view stays as it was rendered.
    store.setState({ save: { state: 'retrying', attempt: 1 } });
    await afterTasks();
    expect(renders).toEqual(['- idle', '- retrying']);
    store.setState({ save: { state: 'failed' } });
    await afterTasks();
    expect(renders.at(-1)).toBe('- failed');
    // The send ended and the step stayed: it renders the visit as it is.
    act(() => setBusy(sending, false));
    expect(renders.at(-1)).toBe('Ana failed');
    named(store, 'Bea');
    await afterTasks();
    expect(renders.at(-1)).toBe('Bea failed');
  });
});
