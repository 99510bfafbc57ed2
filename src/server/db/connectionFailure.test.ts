import { describe, expect, it } from 'vitest';
import { describeConnectionFailure, isConnectionFailure, isReadTimeout, isStatementTimeout } from './connectionFailure.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each(['57P01', '57P02', '57P03', '53300', '25006', '08006', '08001', '08P01'])('SQLSTATE %s is a lost or refused connection', (code) => {
    expect(isConnectionFailure(withCode(code))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'])('socket error %s is a lost connection', (code) => {
    expect(isConnectionFailure(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
  ])('node-postgres message "%s" is a lost connection', (message) => {
    expect(isConnectionFailure(new Error(message))).toBe(true);
  });

  it('a database not accepting connections (55000) is refused connection; another 55000 is the request\'s own error', () => {
    expect(isConnectionFailure(withCode('55000', 'database "qa3" is not currently accepting connections'))).toBe(true);
    expect(isConnectionFailure(withCode('55000', 'currval of sequence "s" is not yet defined in this session'))).toBe(false);
    expect(isConnectionFailure({ code: '55000' })).toBe(false);
    // A statement timeout is a 503 to retry on a sound connection, told apart (isStatementTimeout), not a lost one.
    expect(isConnectionFailure(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isStatementTimeout(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    for (const other of [withCode('57014', 'canceling statement due to user request'), withCode('57P01', 'statement timeout'), { code: '57014' }, null, 'x']) {
      expect(isStatementTimeout(other)).toBe(false);
    }
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['syntax error', withCode('42601', 'syntax error at or near')],
    ['undefined table', withCode('42P01', 'relation does not exist')],
    ['wrong password', withCode('28P01', 'password authentication failed')],
    ['missing database', withCode('3D000', 'database "x" does not exist')],
    ['a code that only starts like class 08', withCode('0800', 'short')],
    ['a code with class 08 inside', withCode('X08006', 'not at the start')],
    ['a code longer than an SQLSTATE of class 08', withCode('080060', 'too long')],
    ['a code that is not text, even one that prints as class 08', { code: ['08006'], message: 'x' }],
    ['a message that is not text', { code: 42, message: 42 }],
    ['a function carrying a connection code', Object.assign(() => undefined, { code: 'ECONNREFUSED' })],
    ['a plain error', new Error('boom')],
    ['a string', 'Connection terminated'],
    ['null', null],
  ])('%s is not', (_name, err) => {
    expect(isConnectionFailure(err)).toBe(false);
  });

  it('an AggregateError counts only when every attempt failed to connect', () => {
    expect(isConnectionFailure(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isConnectionFailure(new AggregateError([withCode('ECONNREFUSED'), withCode('28P01')]))).toBe(false);
    expect(isConnectionFailure(new AggregateError([]))).toBe(false);
  });
});

describe('describeConnectionFailure', () => {
  it('gives the code and message on one line', () => {
    expect(describeConnectionFailure(withCode('ECONNREFUSED', 'connect refused'))).toBe('ECONNREFUSED: connect refused');
  });
  it('does not repeat a code the message already names', () => {
    expect(describeConnectionFailure(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
  it('has a fallback for an error without a message', () => {
    expect(describeConnectionFailure({})).toBe('connection failed');
    expect(describeConnectionFailure(null)).toBe('connection failed');
    expect(describeConnectionFailure({ code: 'ECONNRESET', message: '' })).toBe('ECONNRESET: connection failed');
  });
  it('uses the fallback, not a message that is not text', () => {
    expect(describeConnectionFailure({ code: '57P01', message: 42 })).toBe('57P01: connection failed');
    expect(describeConnectionFailure({ message: { text: 'Connection terminated' } })).toBe('connection failed');
  });
});

describe('isReadTimeout', () => {
  it("is node-postgres's own words when it stops waiting for an answer, and nothing else", () => {
    expect(isReadTimeout(new Error('Query read timeout'))).toBe(true);
    expect(isReadTimeout(new Error('Query read timeout exceeded'))).toBe(false);
    expect(isReadTimeout(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isReadTimeout(null)).toBe(false);
    expect(isReadTimeout('Query read timeout')).toBe(false);
  });
});
