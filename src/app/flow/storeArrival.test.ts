/** A screener's Finish waits for the study and its questions (submitHold.ts), which the controller sets in the store. */
import { expect, it } from 'vitest';
import { createFlowStore } from '../state/store.ts';
import { criteriaInStore, payloadInStore, storeArrival } from './storeArrival.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const question = { id: 7, text: 'Are you 18 or older?', responses: [] } as never;

it('has not arrived while the questions are on their way, and settles once they are set, not at another change', async () => {
  const store = createFlowStore('US');
  const arrival = storeArrival(store, criteriaInStore, () => store.getState().criteria !== null);
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

it('has not arrived while the step has not rendered what the store has, and then settles at once', async () => {
  const store = createFlowStore('US');
  let rendered = false;
  const arrival = storeArrival(store, criteriaInStore, () => rendered);
  store.setState({ criteria: [question] });
  // The store has them; the step's last render (whose rules judge Finish) does not.
  expect(arrival.arrived()).toBe(false);
  await expect(arrival.wait()).resolves.toBeUndefined();
  rendered = true;
  expect(arrival.arrived()).toBe(true);
});

it('counts questions that could not be loaded as in, so Finish is refused and not held for ever', async () => {
  const store = createFlowStore('US');
  const waited = storeArrival(store, criteriaInStore, () => false).wait();
  let settled = false;
  void waited.then(() => { settled = true; });
  store.setState({ payloadFailed: true });
  await settle();
  expect(settled).toBe(false);
  store.setState({ criteriaFailed: true });
  await expect(waited).resolves.toBeUndefined();
  expect(criteriaInStore({ ...store.getState(), criteriaFailed: false, criteria: [] })).toBe(true);
  expect(criteriaInStore({ ...store.getState(), criteriaFailed: false, criteria: null })).toBe(false);
});

it('counts the payload as in once it is set or has failed to load, and not before', async () => {
  const store = createFlowStore('US');
  expect(payloadInStore(store.getState())).toBe(false);
  const waited = storeArrival(store, payloadInStore, () => false).wait();
  let settled = false;
  void waited.then(() => { settled = true; });
  store.setState({ criteria: [] });
  await settle();
  expect(settled).toBe(false);
  store.setState({ payloadFailed: true });
  await settle();
  expect(settled).toBe(true);
  expect(payloadInStore({ ...store.getState(), payloadFailed: false, payload: {} as never })).toBe(true);
});
