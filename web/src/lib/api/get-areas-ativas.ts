import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/areas/get-list-name: the active areas, by name (a doctor's area; the area report). */
export function getAreasAtivas() {
  return apiRequest('areas.getListName');
}

export function useAreasAtivas() {
  return useSWR(routeKey('areas.getListName'), getAreasAtivas);
}
