import { anexoRoutes } from '@emc/shared/routes/anexo';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { getById } from './get-by-id';
import { update } from './update';
import { upload } from './upload';

export const actions = { 'anexo.upload': upload, 'anexo.update': update, 'anexo.getById': getById };
export const handler = apiHandler(anexoRoutes, actions, defaultDb, { authenticate, readMultipart });
