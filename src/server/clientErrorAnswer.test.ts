import { describe, expect, it } from 'vitest';
import { clientErrorOf, clientErrorResponse } from './clientErrorAnswer.ts';

describe('clientErrorOf', () => {
  it("names each of Node's parser refusals with its status and code", () => {
    expect(clientErrorOf({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(clientErrorOf({ code: 'HPE_HEADER_OVERFLOW' })).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    expect(clientErrorOf({ code: 'HPE_INVALID_METHOD' })).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(clientErrorOf({})).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('writes a whole HTTP answer whose length counts bytes, and closes the connection', () => {
    const text = clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    const [head, body] = text.split('\r\n\r\n') as [string, string];
    expect(head.split('\r\n')).toEqual(['HTTP/1.1 408 Request Timeout', `Content-Length: ${Buffer.byteLength(body)}`, 'Content-Type: application/json; charset=utf-8', 'Connection: close']);
    expect(JSON.parse(body)).toEqual({ statusCode: 408, code: 'REQUEST_TIMEOUT', error: 'Request Timeout', message: 'The request did not arrive in time' });
  });
});
