/** Coded errors of the relay routes. Neither message carries the slug or anything the relay answered. */
import createError from '@fastify/error';

/** The relay answered 401 (our adapters give null): the browser continues without the link. */
export const RelayLinkUnavailableError = createError('RELAY_LINK_UNAVAILABLE',
  'This link has expired, was already used for this, or does not exist; the form works without it', 404);

/** The relay service failed or did not answer (not a 401): worth trying again later. */
export const RelayUnavailableError = createError<[string]>('RELAY_UNAVAILABLE', 'The lead relay did not answer: %s', 502);

export const RelayScreeningNotFoundError = createError('RELAY_SCREENING_NOT_FOUND', 'No screening with this id', 404);
