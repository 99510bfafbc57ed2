import { describe, expect, it } from 'vitest';
import { showsLiveChat } from './liveChat.ts';

describe('showsLiveChat', () => {
  it('needs both a campaign that asks for chat and a brand that has it', () => {
    expect(showsLiveChat({ showSalesforceLiveChat: true }, { liveChat: true })).toBe(true);
    expect(showsLiveChat({ showSalesforceLiveChat: true }, { liveChat: false })).toBe(false);
    expect(showsLiveChat({ showSalesforceLiveChat: false }, { liveChat: true })).toBe(false);
    expect(showsLiveChat({ showSalesforceLiveChat: true }, {})).toBe(false);
  });
});
