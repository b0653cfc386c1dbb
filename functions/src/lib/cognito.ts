import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { nonEmpty, readEnv } from './env';

const env = readEnv({ USER_POOL_ID: nonEmpty, USER_POOL_CLIENT_ID: nonEmpty });

/** One client per container; AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at cognito-local. */
export const cognito = new CognitoIdentityProviderClient({});
export const userPoolId = env.USER_POOL_ID;
export const userPoolClientId = env.USER_POOL_CLIENT_ID;
