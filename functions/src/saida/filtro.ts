import { SAIDA_TYPE } from '../lib/db/saida';

/**
 * The stream records the sender is given: new outbox items. One pattern, in Lambda's event-filtering
 * syntax, for the event source mapping in AWS (infra/lib/consumidor-do-fluxo.ts) and the local stack's feed.
 */
export const FILTRO_SAIDA = { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: [SAIDA_TYPE] } } } } as const;
