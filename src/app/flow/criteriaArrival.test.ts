/** A screener's Finish waits for the study's questions (submitHold.ts), which loadCriteria sets in the store. */
import { expect, it } from 'vitest';
import { createFlowStore } from '../state/store.ts';
import { criteriaArrival } from './criteriaArrival.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const question = { id: 7, text: 'Are you 18 or older?', responses: [] } as never;

it('has not arrived while the questions are on their way, and settles once they are set, not at another change', async () => {
  const store = createFlowStore('US');
  const arrival = criteriaArrival(store);
  expect(arrival.arrived()).toBe(false);
  let settled = false;
  void arrival.wait().then(() => { settled = true; });
  store.setState({ categories: [] });
  await settle();
  expect(settled).toBe(false);
  store.setState({ criteria: [question] });
  await settle();
  expect(settled).toBe(true);
  expect(arrival.arrived()).toBe(true);
});

it('counts a failed load (no questions) as arrived, so Finish is judged and not held for ever', async () => {
  const store = createFlowStore('US');
  const arrival = criteriaArrival(store);
  const waited = arrival.wait();
  store.setState({ criteria: [] });
  await expect(waited).resolves.toBeUndefined();
  expect(arrival.arrived()).toBe(true);
});
