import { describe, expect, it } from 'vitest';
import { loggedUrl, loggedValue } from './loggedUrl.ts';

describe('loggedUrl', () => {
  it("keeps the values of the parameters the product reads, and redacts every other value, prefill or not", () => {
    expect(loggedUrl('/signup/ws10/home?studyId=1001&utm_source=ad&indicationIds[]=4&name=Logleak+Person&tel=7135559931&utm_term=x%40example.com'))
      .toBe('/signup/ws10/home?studyId=1001&utm_source=ad&indicationIds%5B%5D=4&name=[redacted]&tel=[redacted]&utm_term=[redacted]');
    expect(loggedUrl('/signup/s6/home?firstName=Maria&FIRST_NAME=Maria&zip=10001&fname=Maria&cid=c-1'))
      .toBe('/signup/s6/home?firstName=[redacted]&FIRST_NAME=[redacted]&zip=[redacted]&fname=[redacted]&cid=c-1');
    expect(loggedUrl('/signup/ws11/home?studyId=1001&slug=abcdefghijklmnopqrstuvwxyz')).toBe('/signup/ws11/home?studyId=1001&slug=[redacted]');
    expect(loggedUrl('/studio?token=0123456789abcdef')).toBe('/studio?token=[redacted]');
    expect(loggedUrl('/api/scheduling/availability?to=7&timezone=America%2FNew_York')).toBe('/api/scheduling/availability?to=7&timezone=America%2FNew_York');
  });

  it("redacts an allow-listed parameter's value when it holds a space, an @ or a phone-like run of digits", () => {
    expect(loggedUrl('/signup/s6/home?utm_source=bvex@example.org&utm_content=2125552777&cid=Brunhilde%20Vexcombe&o=10001&utm_campaign=spring_2026'))
      .toBe('/signup/s6/home?utm_source=[redacted]&utm_content=[redacted]&cid=[redacted]&o=10001&utm_campaign=spring_2026');
    expect(loggedUrl('/api/initial_payload?signup=s6&lp=ana%40x.com&country=US')).toBe('/api/initial_payload?signup=s6&lp=[redacted]&country=US');
  });

  it('keeps a flow name as it is, and redacts one that holds an address, a phone or a space', () => {
    for (const name of ['ws10', 'study-search', 'my_flow.v2', '101,102,103', 'America/New_York', '']) expect(loggedValue(name)).toBe(name);
    for (const name of ['jane@x.com', 'jane%40x.com', '2125552777', '212-555-2777', '(212)555.2777', 'Brunhilde Vexcombe', 'a'.repeat(101)]) expect(loggedValue(name)).toBe('[redacted]');
    expect(loggedValue('a'.repeat(100))).toBe('a'.repeat(100));
    // Our ids keep theirs, digit runs and all.
    expect(loggedValue('12345678-4826-9013-8a0e-123456789012')).toBe('12345678-4826-9013-8a0e-123456789012');
  });

  it('names a parameter whose name could itself be personal data [param]', () => {
    expect(loggedUrl('/signup/s6/home?jane%40example.com&7135550101=1&ok_name=2')).toBe('/signup/s6/home?[param]=[redacted]&[param]=[redacted]&ok_name=[redacted]');
  });

  it('redacts a path segment holding an email address or a phone number, and keeps ids, steps and assets', () => {
    expect(loggedUrl('/signup/s6/jane@example.com/7135550101')).toBe('/signup/s6/[redacted]/[redacted]');
    expect(loggedUrl('/api/studies/212-555-2104/criteria')).toBe('/api/studies/[redacted]/criteria');
    expect(loggedUrl('/signup/ws10/Quillon%20Vastrade/home')).toBe('/signup/ws10/[redacted]/home');
    expect(loggedUrl('/signup/ws10/Ana+Diaz')).toBe('/signup/ws10/[redacted]');
    expect(loggedUrl('/signup/s6/jane%40example.com?studyId=3')).toBe('/signup/s6/[redacted]?studyId=3');
    expect(loggedUrl('/signup/esign/12345678-f346-46dd-bab1-cf4281a7add0')).toBe('/signup/esign/12345678-f346-46dd-bab1-cf4281a7add0');
    expect(loggedUrl('/api/studies/1001/criteria?locale=es')).toBe('/api/studies/1001/criteria?locale=es');
    expect(loggedUrl('/assets/signup-Brh7c48s.js')).toBe('/assets/signup-Brh7c48s.js');
  });

  it('reads a segment as a person would: escaped, underscored, full-width or Arabic-Indic digits are a phone too', () => {
    expect(loggedUrl('/signup/ws10/202_555_0143')).toBe('/signup/ws10/[redacted]');
    expect(loggedUrl('/signup/ws10/%32%30%32%35%35%35%30%31%34%33')).toBe('/signup/ws10/[redacted]');
    expect(loggedUrl('/signup/ws10/٢٠٢٥٥٥٠١٤٣/home')).toBe('/signup/ws10/[redacted]/home');
    expect(loggedUrl('/signup/ws10/%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%95%EF%BC%95%EF%BC%95%EF%BC%90%EF%BC%91%EF%BC%94%EF%BC%93')).toBe('/signup/ws10/[redacted]');
    expect(loggedUrl('/signup/ws10/Ana%C2%A0Diaz')).toBe('/signup/ws10/[redacted]');
    // The product's own paths stay as they are.
    expect(loggedUrl('/signup/es/ws21/calendar-booking-thank-you?studyId=1001')).toBe('/signup/es/ws21/calendar-booking-thank-you?studyId=1001');
    expect(loggedUrl('/signup/js/index-D1q9mE_x.js')).toBe('/signup/js/index-D1q9mE_x.js');
  });
});
