import type { ProjecaoMeta } from './relatorios';

/** Up to the next tenth (what a month needs must be enough), past the float noise of a division. */
const tenthUp = (n: number) => Math.ceil(Math.round(n * 1e7) / 1e6) / 10;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The doctor's projection toward the cycle's goal (decisions.md), pure: `hoje` is today's date
 * (YYYY-MM-DD, São Paulo) inside the cycle's year. At the pace so far (credits per day since
 * 1 January), the month the goal is reached; if that falls after 31 December, or nothing is approved
 * yet, the credits still missing and the credits a month needed over the months left, this one included
 * (rounded up to a tenth, so following it closes the gap by 31 December).
 */
export function projecaoMeta(total: number, meta: number, hoje: string): ProjecaoMeta {
  if (total >= meta) return { situacao: 'atingida' };
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  const diasNoAno = isLeap(ano) ? 366 : 365;
  const dia = Math.round((Date.UTC(ano, mes - 1, Number(hoje.slice(8, 10))) - Date.UTC(ano, 0, 1)) / 86_400_000) + 1;
  if (total > 0) {
    const diaDaMeta = Math.ceil((meta * dia) / total);
    if (diaDaMeta <= diasNoAno) {
      const data = new Date(Date.UTC(ano, 0, diaDaMeta));
      return { situacao: 'no-ritmo', mes: data.toISOString().slice(0, 7) };
    }
  }
  const faltam = Math.round((meta - total) * 100) / 100;
  return { situacao: 'abaixo-do-ritmo', faltam, creditosPorMes: tenthUp(faltam / (12 - mes + 1)) };
}
