import type { Item } from '../db/items';

/** What one page of a job did: units done, of them how many changed, where the next page starts (none: the end), and the total when a page learns it. */
export interface Passo {
  feitos: number;
  alterados: number;
  cursor?: Item;
  total?: number;
}

/** A later goal change of the same cycle took over: this job stops, that one does the work. */
export class Substituida extends Error {}
