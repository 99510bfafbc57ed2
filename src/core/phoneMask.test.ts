import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './phoneMask.ts';
import { resolveCountry } from './countries.ts';

describe('maskPhoneInput', () => {
  it('masks US digits and drops a typed leading 1, as the display strips +1', () => {
    expect(maskPhoneInput('2125550143', resolveCountry('US'))).toBe('(212) 555-0143');
    expect(maskPhoneInput('12125550143', resolveCountry('US'))).toBe('(212) 555-0143');
    expect(maskPhoneInput('(212) 555', resolveCountry('US'))).toBe('(212) 555');
  });

  it('drops the leading 1 only past 10 digits, and only a 1', () => {
    expect(maskPhoneInput('1', resolveCountry('US'))).toBe('(1');
    expect(maskPhoneInput('1212555014', resolveCountry('US'))).toBe('(121) 255-5014');
    expect(maskPhoneInput('22125550143', resolveCountry('US')).startsWith('(221)')).toBe(true);
  });

  it('keeps a leading 1 outside +1 countries', () => {
    expect(maskPhoneInput('12125550143', resolveCountry('GB'))).toBe('12125 550143');
  });

  it('leaves a number typed with + as typed, spaces included', () => {
    expect(maskPhoneInput(' +1 212', resolveCountry('US'))).toBe(' +1 212');
  });

  it('switches to the longer mask only past NZ 10 and AU 11 digits', () => {
    expect(maskPhoneInput('0211234567', resolveCountry('NZ'))).toBe('021 123 4567');
    expect(maskPhoneInput('02112345678', resolveCountry('NZ'))).toBe('021 1234 5678');
    expect(maskPhoneInput('0412345678', resolveCountry('AU'))).toBe('0412 345 678');
    expect(maskPhoneInput('041234567890', resolveCountry('AU'))).toBe('0412 3456 7890');
  });
});
