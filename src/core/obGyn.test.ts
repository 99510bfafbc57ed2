import { describe, expect, it } from 'vitest';
import { obGynError, obGynOf } from './obGyn.ts';

describe('obGyn', () => {
  it("stores the doctor's names and the phone in E.164 once both are valid for the visitor's country", () => {
    expect(obGynOf({ fullName: ' Ruth  Ortega ', phone: '(713) 555-0110' }, 'US')).toEqual({ firstName: 'Ruth', lastName: 'Ortega', phone: '+17135550110' });
    expect(obGynOf({ fullName: 'Ruth Ortega', phone: '020 7946 0958' }, 'GB')).toEqual({ firstName: 'Ruth', lastName: 'Ortega', phone: '+442079460958' });
  });

  it('says what is wrong, the name first, and stores nothing until both are right', () => {
    expect(obGynError({ fullName: 'Ruth', phone: 'x' }, 'US')).toBe('invalidFullName');
    expect(obGynError({ phone: '(713) 555-0110' }, 'US')).toBe('required');
    expect(obGynError({ fullName: 'Ruth Ortega', phone: '555-0110' }, 'US')).toBe('invalidPhone');
    expect(obGynError({ fullName: 'Ruth Ortega' }, 'US')).toBe('required');
    expect(obGynError(undefined, 'US')).toBe('required');
    expect(obGynError({ fullName: 'Ruth Ortega', phone: '(713) 555-0110' }, 'US')).toBeNull();
    expect(obGynOf({ fullName: 'Ruth Ortega', phone: '555-0110' }, 'US')).toBeNull();
    expect(obGynOf({ fullName: 'Ruth 😀 Ortega', phone: '(713) 555-0110' }, 'US')).toBeNull();
    expect(obGynOf({ fullName: 'Ruth Ortega' }, 'US')).toBeNull();
    expect(obGynOf(undefined, 'US')).toBeNull();
    expect(obGynError({ fullName: 'Ruth Ortega', phone: undefined }, 'US')).toBe('required');
  });
});
