/**
 * What Node's HTTP parser answers a request it cannot read (headers too large, a malformed request line, a request
 * too slow to arrive), before any route sees it: the API's error shape with its code, as every other refusal has
 * (docs/api.md "Bad input answers 400 with a code"). Fastify's own answer had no code.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

interface ClientError {
  status: number;
  code: string;
  message: string;
}

export function clientErrorOf(err: { code?: string }): ClientError {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' };
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request line and headers are larger than the server reads' };
  return { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read as HTTP' };
}

/** The raw answer written to the socket: the parser's state is unknown, so the connection closes after it. */
export function clientErrorResponse(err: { code?: string }): string {
  const { status, code, message } = clientErrorOf(err);
  const error = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({ statusCode: status, code, error, message });
  return `HTTP/1.1 ${status} ${error}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`;
}

/** Fastify's clientErrorHandler: as its default, but coded. */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  // A connection reset has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(err));
  socket.destroy(err);
}
