import type { AreaAdmin, AreaItem, CriarArea } from '@emc/shared/catalogos';
import { catalogoActions } from '../lib/catalogo';
import type { Db } from '../lib/db/client';
import { AREA_DEF } from '../lib/db/catalogo';
import { listAreas } from '../lib/db/areas';

/**
 * Controle de Áreas: the catalogue verbs over the hospital's areas. The name is unique (case-, accent-
 * and space-insensitive) across active and deactivated areas; a deactivated area keeps its doctors.
 */
export const areas = catalogoActions<AreaAdmin, CriarArea>({
  def: AREA_DEF,
  createRoute: 'areas.create',
  msgs: {
    duplicado: 'Já existe uma área com este nome.',
    duplicadoInativo: 'Já existe uma área desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Área não encontrada.',
  },
  views: async () => (rows) => rows.map((r) => ({ id: String(r.idArea), nome: String(r.nome), ativo: r.ativo })),
});

/** GET /api/areas/get-list-name: the active areas, by name (any signed-in role: the profile's and forms' selects). */
export async function getListName(_i: unknown, _p: unknown, db: Db): Promise<AreaItem[]> {
  return (await listAreas(db)).filter((a) => a.ativo).map(({ idArea, nome }) => ({ id: idArea, nome }));
}
