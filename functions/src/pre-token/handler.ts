import middy from '@middy/core';
import { defaultDb } from '../lib/db/client';
import { getUsuarioBySub } from '../lib/db/usuarios';
import { logger, withLogContext } from '../lib/logger';
import { EMAIL_NOT_VERIFIED_MARKER, INACTIVE_MARKER } from '../login/markers';
import { claimsFor, withClaims } from './claims';

type Event = Parameters<typeof withClaims>[0];

/**
 * Cognito pre-token-generation trigger: adds role, name, idUsuario, idMedico and crm to the ID token.
 * The account is found by the Cognito `sub`, never by the e-mail a user could change; an account
 * with no active record, or an unverified e-mail, gets no token.
 */
async function preToken(event: Event): Promise<Event> {
  const { sub, email_verified: emailVerified } = event.request.userAttributes;
  if (emailVerified !== 'true') {
    logger.info('token refused: e-mail not verified');
    throw new Error(EMAIL_NOT_VERIFIED_MARKER);
  }
  const usuario = sub ? await getUsuarioBySub(defaultDb, sub) : undefined;
  if (!usuario?.ativo) {
    logger.info('token refused: no active account');
    throw new Error(INACTIVE_MARKER);
  }
  return withClaims(event, claimsFor(usuario));
}

export const handler = middy<Event, Event>().use(withLogContext<Event, Event>()).handler(preToken);
