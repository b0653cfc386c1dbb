import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { INDEX } from '@emc/shared/table';
import type { Db } from '../lib/db/client';
import { batchGet, withoutKeys, type Item, type TxItem } from '../lib/db/items';
import { entradasDoMedico, MEDICOS, medicoKey, type MedicoRegistro } from '../lib/db/medicos';
import { entradasDaBusca, participacaoKey, type ParticipacaoItem } from '../lib/db/participacoes';
import { transact } from '../lib/db/transactions';

export interface BackfillBuscaResultado {
  /** Records whose entries were written now. */
  escritas: number;
  /** Records that already had them, or changed while this ran (their own write keeps them). */
  jaTinham: number;
}

/**
 * For data made before the text filters' search entries (lib/db/busca.ts; a seed step calls it,
 * idempotent): each participation's and each listed doctor's entries, written from the record. A
 * record whose first entry exists is left out (one BatchGetItem a page); the others' entries go in one transaction, each Put only where there is none yet, beside a check that
 * the record is still the one read: a record written since (whose own transaction wrote its entries)
 * or deleted since is left alone. A one-off migration, so a Scan is fine here (no request path scans).
 */
export async function backfillBusca(db: Db): Promise<BackfillBuscaResultado> {
  const resultado: BackfillBuscaResultado = { escritas: 0, jaTinham: 0 };
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: '#t = :p OR (#t = :m AND #lista = :medicos)',
        ExpressionAttributeNames: { '#t': 'type', '#lista': INDEX.byName.partitionKey },
        ExpressionAttributeValues: { ':p': 'PARTICIPACAO', ':m': 'MEDICO', ':medicos': MEDICOS },
        ExclusiveStartKey,
      }),
    );
    const registros = (page.Items ?? []).map((item) => (item.type === 'PARTICIPACAO' ? paraParticipacao(db, item) : paraMedico(db, item)));
    // A record written since the entries exist has its first entry: one BatchGetItem leaves those out.
    const primeiras = registros.flatMap((r) => r.entradas.slice(0, 1).map((e) => ({ pk: String(e.pk), sk: String(e.sk) })));
    const existentes = new Set((await batchGet(db, primeiras)).map((e) => String(e.pk)));
    for (const r of registros) {
      if (existentes.has(String(r.entradas[0]?.pk)) || !(await escreverEntradas(db, r))) resultado.jaTinham++;
      else resultado.escritas++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return resultado;
}

/** A participation's entries, on condition that it is at the version read. */
function paraParticipacao(db: Db, item: Item): { entradas: Item[]; check: TxItem } {
  const p = withoutKeys(item, 'busca') as unknown as ParticipacaoItem;
  return {
    entradas: entradasDaBusca(p),
    check: { ConditionCheck: { TableName: db.table, Key: participacaoKey(p.id), ConditionExpression: 'versao = :v', ExpressionAttributeValues: { ':v': p.versao } } },
  };
}

/** A listed doctor's entries, on condition that its searched fields are still those read. */
function paraMedico(db: Db, item: Item): { entradas: Item[]; check: TxItem } {
  const m = withoutKeys(item, 'busca') as unknown as MedicoRegistro;
  return {
    entradas: entradasDoMedico(m),
    check: {
      ConditionCheck: {
        TableName: db.table,
        Key: medicoKey(m.idMedico),
        ConditionExpression: '#nome = :nome AND #crm = :crm AND #email = :email AND #lista = :medicos',
        ExpressionAttributeNames: { '#nome': 'nome', '#crm': 'crm', '#email': 'email', '#lista': INDEX.byName.partitionKey },
        ExpressionAttributeValues: { ':nome': m.nome, ':crm': m.crm, ':email': m.email, ':medicos': MEDICOS },
      },
    },
  };
}

const existem = new Error('entradas já escritas');

async function escreverEntradas(db: Db, { entradas, check }: { entradas: Item[]; check: TxItem }): Promise<boolean> {
  const puts = entradas.map((Item): TxItem => ({ Put: { TableName: db.table, Item, ConditionExpression: 'attribute_not_exists(pk)' } }));
  try {
    await transact(db, [check, ...puts].map((item) => ({ item, recusa: () => existem })));
    return true;
  } catch (error) {
    if (error === existem) return false;
    throw error;
  }
}
