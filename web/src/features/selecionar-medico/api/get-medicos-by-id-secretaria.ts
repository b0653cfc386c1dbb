import { medicoSecretariaItem, type MedicoSecretaria } from '@emc/shared/schemas';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { ApiError, apiRequest, ERROR_TEXT } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'secretarias.getMedicosByIdSecretaria';

const responseSchema = z.object({ medicosSecretariaResponse: z.nullish(z.array(medicoSecretariaItem)) });

/** GET /api/secretarias/get-medicos-by-idsecretaria/{id}: the doctors linked to a secretary. */
export async function getMedicosByIdSecretaria(id: string): Promise<MedicoSecretaria[]> {
  const data = await apiRequest(ROUTE_ID, { params: { id } });
  const parsed = responseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, [ERROR_TEXT.unknown]);
  return parsed.data.medicosSecretariaResponse ?? [];
}

export function useMedicosSecretaria(idSecretaria: string | undefined) {
  return useSWR(idSecretaria ? routeKey(ROUTE_ID, idSecretaria) : null, () => getMedicosByIdSecretaria(idSecretaria!));
}
