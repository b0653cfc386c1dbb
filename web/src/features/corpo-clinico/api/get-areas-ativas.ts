import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/areas/get-list-name: the active areas, by name (what a doctor may be put in). */
export function getAreasAtivas() {
  return apiRequest('areas.getListName');
}

export function useAreasAtivas() {
  return useSWR(routeKey('areas.getListName'), getAreasAtivas);
}
