/**
 * A Sentry DSN, `{protocol}://{publicKey}[:{secretKey}]@{host}[:{port}][/{path}]/{projectId}`, and the
 * envelope endpoint it names, `{protocol}://{host}[:{port}][/{path}]/api/{projectId}/envelope/`.
 */
export interface SentryDsn {
  /** The DSN as configured. */
  dsn: string;
  publicKey: string;
  secretKey: string | null;
  projectId: string;
  envelopeUrl: string;
}

export class InvalidDsnError extends Error {}

export function parseSentryDsn(dsn: string): SentryDsn {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    throw new InvalidDsnError('ERROR_REPORTING_DSN must look like https://KEY@HOST/PROJECT');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidDsnError('ERROR_REPORTING_DSN must be an http(s) URL');
  if (!url.username) throw new InvalidDsnError('ERROR_REPORTING_DSN needs the public key before @ (https://KEY@HOST/PROJECT)');
  const parts = url.pathname.split('/').filter(Boolean);
  const projectId = parts.pop();
  if (!projectId || !/^\d+$|^[A-Za-z0-9_-]+$/.test(projectId)) throw new InvalidDsnError('ERROR_REPORTING_DSN needs the project id as its last path segment (https://KEY@HOST/PROJECT)');
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return {
    dsn: dsn.trim(),
    publicKey: decodeURIComponent(url.username),
    secretKey: url.password ? decodeURIComponent(url.password) : null,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
}

/** The X-Sentry-Auth header of a DSN. */
export function sentryAuthHeader(dsn: SentryDsn, client: string): string {
  return ['Sentry sentry_version=7', `sentry_client=${client}`, `sentry_key=${dsn.publicKey}`, ...(dsn.secretKey ? [`sentry_secret=${dsn.secretKey}`] : [])].join(', ');
}
