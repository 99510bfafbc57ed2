import { describe, expect, it } from 'vitest';
import { applyMask } from './mask.ts';
import { maskPhoneInput } from './phone.ts';
import { COUNTRIES } from './countries.ts';

describe('applyMask', () => {
  it('places literals only before digits that need them and keeps extra digits', () => {
    expect(applyMask('212', '(###) ###-####')).toBe('(212');
    expect(applyMask('2125', '(###) ###-####')).toBe('(212) 5');
    expect(applyMask('21255501991', '(###) ###-####')).toBe('(212) 555-01991');
    expect(applyMask('', '##/##')).toBe('');
  });
});

describe('maskPhoneInput', () => {
  it('formats US digits and drops a leading 1', () => {
    expect(maskPhoneInput('2125550199', COUNTRIES.US)).toBe('(212) 555-0199');
    expect(maskPhoneInput('1 212 555 0199', COUNTRIES.US)).toBe('(212) 555-0199');
    expect(maskPhoneInput('212-555-01', COUNTRIES.US)).toBe('(212) 555-01');
  });

  it('leaves international entry as typed', () => {
    expect(maskPhoneInput('+44 7400 123456', COUNTRIES.US)).toBe('+44 7400 123456');
  });

  it('switches NZ to the longer mask above 10 digits and AU above 11', () => {
    expect(maskPhoneInput('0211234567', COUNTRIES.NZ)).toBe('021 123 4567');
    expect(maskPhoneInput('02112345678', COUNTRIES.NZ)).toBe('021 1234 5678');
    expect(maskPhoneInput('0412345678', COUNTRIES.AU)).toBe('0412 345 678');
    expect(maskPhoneInput('04123456789', COUNTRIES.AU)).toBe('0412 345 6789');
    expect(maskPhoneInput('041234567890', COUNTRIES.AU)).toBe('0412 3456 7890');
  });

  it('uses each country mask', () => {
    expect(maskPhoneInput('07400123456', COUNTRIES.GB)).toBe('07400 123456');
    expect(maskPhoneInput('0851234567', COUNTRIES.IE)).toBe('085 123 4567');
    expect(maskPhoneInput('0711234567', COUNTRIES.ZA)).toBe('071 123 4567');
    expect(maskPhoneInput('4165550123', COUNTRIES.CA)).toBe('(416) 555-0123');
  });
});
