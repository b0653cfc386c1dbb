import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { nonEmpty, readEnv } from '../env';

const env = readEnv({ TABLE_NAME: nonEmpty });

export const tableName = env.TABLE_NAME;

/** One client per container. The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set (the local stack). */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export interface Db {
  client: DynamoDBDocumentClient;
  table: string;
}

export const defaultDb: Db = { client: db, table: tableName };
