import { describe, expect, it, vi } from 'vitest';
import { BatchBuffer, logFromTracked } from './batchBuffer.ts';
import { UPLOAD_LIMITS } from './constants.ts';

const event = (timestamp: number) => ({ type: 3, timestamp, data: { source: 1 } });

describe('BatchBuffer', () => {
  it('has no batch when nothing was gathered, so nothing is sent', () => {
    expect(new BatchBuffer().take()).toBeNull();
  });

  it('hands over everything gathered since the last batch, oldest first, then starts empty', () => {
    const buffer = new BatchBuffer();
    buffer.addEvent(event(1));
    buffer.addEvent(event(2));
    buffer.addRouterLog({ from: 'home', to: 'postal', at: 3 });
    buffer.addActionLog({ routePath: 'home', actions: ['l'], at: 4 });
    expect(buffer.take()).toEqual({ events: [event(1), event(2)], routerLogs: [{ from: 'home', to: 'postal', at: 3 }], actionLogs: [{ routePath: 'home', actions: ['l'], at: 4 }] });
    expect(buffer.take()).toBeNull();
    buffer.addEvent(event(5));
    expect(buffer.take()).toEqual({ events: [event(5)], routerLogs: [], actionLogs: [] });
  });

  it('a navigation alone makes a batch', () => {
    const buffer = new BatchBuffer();
    buffer.addRouterLog({ from: 'home', to: 'postal', at: 3 });
    expect(buffer.take()?.routerLogs).toHaveLength(1);
  });

  it('keeps a batch within the upload\'s count of events and leaves the rest for the next one', () => {
    const buffer = new BatchBuffer({ events: UPLOAD_LIMITS.events, batchText: Infinity });
    for (let i = 0; i < 20005; i += 1) buffer.addEvent(event(i));
    expect(buffer.take()?.events).toHaveLength(20000);
    expect(buffer.take()?.events.map((e) => e.timestamp)).toEqual([20000, 20001, 20002, 20003, 20004]);
  });

  it('splits a batch whose JSON would pass the server\'s body limit, sending the events in order over several batches', () => {
    const buffer = new BatchBuffer();
    const big = (timestamp: number) => ({ type: 3, timestamp, data: { source: 0, text: 'x'.repeat(60 * 1024) } });
    for (let i = 0; i < 7; i += 1) buffer.addEvent(big(i));
    buffer.addRouterLog({ from: 'home', to: 'postal', at: 3 });
    const batches: number[][] = [];
    for (let b = buffer.take(); b; b = buffer.take()) {
      expect(JSON.stringify(b.events).length).toBeLessThanOrEqual(UPLOAD_LIMITS.batchText);
      batches.push(b.events.map((e) => e.timestamp));
    }
    expect(batches).toEqual([[0, 1], [2, 3], [4, 5], [6]]);
  });

  it('measures an event when a batch is taken, not as rrweb emits it (in a step change, or a keystroke)', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const buffer = new BatchBuffer();
      buffer.addEvent(event(1));
      buffer.addEvent(event(2));
      expect(stringify).not.toHaveBeenCalled();
      expect(buffer.take()?.events.map((e) => e.timestamp)).toEqual([1, 2]);
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });

  it('sends an event larger than a batch alone rather than holding it back', () => {
    const buffer = new BatchBuffer();
    buffer.addEvent({ type: 2, timestamp: 1, data: { css: 'y'.repeat(UPLOAD_LIMITS.batchText + 10) } });
    buffer.addEvent(event(2));
    expect(buffer.take()?.events.map((e) => e.timestamp)).toEqual([1]);
    expect(buffer.take()?.events.map((e) => e.timestamp)).toEqual([2]);
  });
});

describe('logFromTracked', () => {
  it('keeps the step paths of a router log and nothing else of it', () => {
    expect(logFromTracked('/api/actions/router_log', { signup: 's6', to: 'postal', from: 'home', path: '/signup/s6/postal', query: { cid: 'x' }, leadLpParamId: 'l' }, 7))
      .toEqual({ kind: 'router', log: { from: 'home', to: 'postal', at: 7 } });
  });

  it('keeps the action codes and step path of tracked actions', () => {
    expect(logFromTracked('/api/actions', { signup: 's6', routePath: 'home', actions: ['l', 'BAD', 7], query: {} }, 8))
      .toEqual({ kind: 'action', log: { routePath: 'home', actions: ['l'], at: 8 } });
  });

  it('ignores other tracked calls and malformed bodies', () => {
    expect(logFromTracked('/api/redirect_debug', { attemptedCampaign: 'x' }, 1)).toBeNull();
    expect(logFromTracked('/api/actions', { routePath: 'home', actions: [] }, 1)).toBeNull();
    expect(logFromTracked('/api/actions/router_log', { from: 'home' }, 1)).toBeNull();
    expect(logFromTracked('/api/actions', null, 1)).toBeNull();
  });
});
