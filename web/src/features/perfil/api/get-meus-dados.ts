// Kept: read fresh on each click (never cached) and saved as an indented JSON file.
import { meusDadosArquivo } from '@emc/shared/comunicacao';
import { apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET /api/medico/meus-dados/{id}: everything the program keeps about the doctor (LGPD). Not cached: each call is fresh. */
export function getMeusDados(idMedico: string, signal?: AbortSignal) {
  return apiRequest('medico.meusDados', { params: { id: idMedico }, signal });
}

/** Fetches "Meus dados" with the session's token and saves it as `meus_dados_emc_{crm}.json`, indented for reading. */
export async function baixarMeusDados(idMedico: string, crm: string, signal?: AbortSignal): Promise<void> {
  const dados = await getMeusDados(idMedico, signal);
  saveBlob(new Blob([`${JSON.stringify(dados, null, 2)}\n`], { type: 'application/json' }), meusDadosArquivo(crm));
}
