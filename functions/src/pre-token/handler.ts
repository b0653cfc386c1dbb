import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { defaultDb } from '../lib/db/client';
import { getUsuarioByEmail } from '../lib/db/usuarios';
import { logger } from '../lib/logger';
import { INACTIVE_MARKER } from '../login/logon';
import { claimsFor, withClaims } from './claims';

type Event = Parameters<typeof withClaims>[0];

/**
 * Cognito pre-token-generation trigger: adds role, name, idUsuario, idMedico and crm to the ID token.
 * An account with no active record in the table gets no token.
 */
async function preToken(event: Event): Promise<Event> {
  const email = event.request.userAttributes.email ?? '';
  const usuario = email ? await getUsuarioByEmail(defaultDb, email) : undefined;
  if (!usuario?.ativo) {
    logger.info('token refused: no active account');
    throw new Error(INACTIVE_MARKER);
  }
  return withClaims(event, claimsFor(usuario));
}

export const handler = middy<Event, Event>().use(injectLambdaContext(logger, { resetKeys: true })).handler(preToken);
