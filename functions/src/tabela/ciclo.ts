import { MSG } from '@emc/shared/messages';
import type { Ciclo } from '@emc/shared/participacao';
import { DEFAULT_META, currentCiclo, isCicloOpen, yearOfCiclo } from '../lib/ciclo';
import { auditoria } from '../lib/auditoria';
import type { Db } from '../lib/db/client';
import { getCicloMetaSalva, metaTx } from '../lib/db/ciclos';
import { transactComVersao } from '../lib/db/copias';
import { transactionCanceled } from '../lib/db/errors';
import type { TxItem } from '../lib/db/items';
import { atingiramMetaTx, novaVersaoTx, pontosNoCiclo } from '../lib/db/metas';
import { AppError, ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';

/** A transaction holds at most 100 items: the goal, the counters, the audit entry, the reference data's version (copias.ts) and up to 96 doctors' versions. */
const MAX_VERSOES = 96;
const ATTEMPTS = 5;

/** The cycle as `participacao/ciclos` answers it. */
function cicloView(ciclo: number, meta: number): Ciclo {
  const ano = yearOfCiclo(ciclo);
  return { ciclo, ano, inicio: `${ano}-01-01`, fim: `${ano}-12-31`, aberto: isCicloOpen(ciclo), atual: ciclo === currentCiclo(), meta };
}

/**
 * PUT /api/ciclo/update { ciclo, meta }: sets a cycle's goal (cycles 1 to the current one) and, in the
 * same transaction, moves the cycle's goal-reacher counters by the doctors whose credits lie between
 * the old and the new goal (each doctor's counters' version goes with it, so a decision of one of them
 * committed meanwhile makes this read again). The sidebars and the history read the goal on each call.
 */
export async function cicloUpdate(input: ActionInput<RouteOf<'tabela.cicloUpdate'>>, p: Principal, db: Db): Promise<Ciclo> {
  const { ciclo, meta } = input.body;
  const atual = currentCiclo();
  if (ciclo > atual) throw ValidationError.field('ciclo', `O ${ciclo}º ciclo ainda não começou: informe um ciclo de 1 a ${atual}.`);

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const antes = await getCicloMetaSalva(db, ciclo);
    const anterior = antes ?? DEFAULT_META;
    if (anterior === meta && antes !== undefined) return cicloView(ciclo, meta);
    const items: TxItem[] = [
      metaTx(db, ciclo, meta, antes),
      ...auditoria(db, p, { acao: 'alteracao', entidade: 'ciclo', idEntidade: String(ciclo), descricao: `${ciclo}º ciclo (${yearOfCiclo(ciclo)})`, antes: { meta: anterior }, depois: { meta } }),
    ];
    if (anterior !== meta) {
      const [baixa, alta] = [Math.min(anterior, meta), Math.max(anterior, meta)];
      // Between the two goals a doctor reaches the lower one only: in when the goal drops, out when it rises.
      const mudam = (await pontosNoCiclo(db, ciclo)).filter((d) => d.pontos >= baixa && d.pontos < alta);
      const sinal = meta < anterior ? 1 : -1;
      const funcionarios = mudam.filter((d) => d.funcionario).length;
      if (mudam.length) items.push(atingiramMetaTx(db, ciclo, sinal * funcionarios, sinal * (mudam.length - funcionarios)));
      if (mudam.length <= MAX_VERSOES) items.push(...mudam.map((d) => novaVersaoTx(db, d.idMedico, ciclo, d.versao)));
    }
    try {
      await transactComVersao(db, items);
      return cicloView(ciclo, meta);
    } catch (error) {
      if (!transactionCanceled(error)) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
  throw new AppError(409, MSG.busy);
}
