import { describe, expect, it } from 'vitest';
import { searchText } from './searchText.ts';

describe('searchText', () => {
  it('drops accents and case, in either order of typing', () => {
    expect(searchText('Cáncer de Pulmón')).toBe('cancer de pulmon');
    expect(searchText('CÁNCER')).toBe('cancer');
    expect(searchText('Niño')).toBe('nino');
    expect(searchText('über')).toBe('uber');
  });

  it('keeps text without accents as it is, lower-cased', () => {
    expect(searchText('Atrial Fibrillation 2')).toBe('atrial fibrillation 2');
    expect(searchText('')).toBe('');
  });
});
