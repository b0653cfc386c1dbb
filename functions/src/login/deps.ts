import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Db } from '../lib/db/client';
import type { Enviar } from '../lib/notificacoes';

/** What the login group's actions use, injected by handler.ts (and by the unit tests). */
export interface LoginDeps {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
  userPoolId: string;
  db: Db;
  /** Sends an e-mail (SES). */
  enviar: Enviar;
  /** The app's address, for the link in the reset e-mail (read on first use). */
  appUrl: () => string;
  /** Real time in epoch ms: codes expire by it, as the table's TTL does (never the shifted business clock). */
  agora: () => number;
  /** Resolves once `ms` have passed. */
  esperar: (ms: number) => Promise<void>;
}
