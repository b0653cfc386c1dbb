import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { NAMES } from './config';

/**
 * The local stack's feed of the table's stream (architecture.md, "Events and jobs"): what the event
 * source mappings do in AWS (infra/lib/consumidor-do-fluxo.ts), for DynamoDB Local. It reads
 * every shard of the table's stream from its start (a record delivered again finds its work done:
 * every consumer is idempotent) and hands each record to every consumer whose mapping's filter keeps
 * it. Each consumer has its own queue and is invoked with its records in batches, in order, so a long
 * job never holds the outbox's e-mails back. The first record a batch reports as failed is retried,
 * with the ones after it, after a growing wait; after RETRY_ATTEMPTS it is logged as dead-lettered
 * and skipped, as the mapping's dead-letter queue would take it.
 */

/** One event source mapping: a function and the filter of the records it is given. */
export interface Consumidor {
  nome: string;
  /** The mapping's filter, in Lambda's event-filtering syntax (functions/src/saida/filtro.ts, functions/src/tarefas/filtro.ts). */
  filtro: object;
  invocar(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | void>;
}

export interface FluxoOptions {
  /** DynamoDB Local's endpoint (it serves the streams API too). */
  endpoint: string;
  table: string;
  consumidores: readonly Consumidor[];
  log?: (s: string) => void;
}

export interface Fluxo {
  /** Stops reading; a delivery in flight ends on its own. */
  parar(): void;
}

const BATCH_SIZE = 10;
export const RETRY_ATTEMPTS = 10;
/** An idle stream is read again after this (a decision's e-mail leaves within about this much). */
const OCIOSO_MS = 300;
/** New shards are looked for this often (DynamoDB Local opens one every few hours). */
const DESCOBERTA_MS = 5_000;

/** Whether a record matches a pattern of Lambda's event filtering (exact values in arrays, nested objects). */
export function combina(padrao: unknown, valor: unknown): boolean {
  if (Array.isArray(padrao)) return padrao.includes(valor);
  if (padrao && typeof padrao === 'object') {
    if (!valor || typeof valor !== 'object') return false;
    return Object.entries(padrao).every(([chave, p]) => combina(p, (valor as Record<string, unknown>)[chave]));
  }
  return false;
}

/** A record as Lambda hands it over: the same fields, the creation time in epoch seconds. */
function comoNoLambda(r: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime: criado, ...dynamodb } = r.dynamodb ?? {};
  return {
    eventID: r.eventID,
    eventName: r.eventName as DynamoDBRecord['eventName'],
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: NAMES.region,
    eventSourceARN: streamArn,
    dynamodb: { ...(dynamodb as NonNullable<DynamoDBRecord['dynamodb']>), ...(criado ? { ApproximateCreationDateTime: Math.floor(criado.getTime() / 1000) } : {}) },
  };
}

export function iniciarFluxo(o: FluxoOptions): Fluxo {
  const sdk = { region: NAMES.region, endpoint: o.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const dynamo = new DynamoDBClient(sdk);
  const streams = new DynamoDBStreamsClient(sdk);
  const log = o.log ?? (() => undefined);
  let parado = false;
  let acordar: (() => void) | undefined;
  const esperar = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      acordar = () => {
        clearTimeout(t);
        resolve();
      };
    });

  /** Per shard: where to read next (undefined once a closed shard is read to its end), and the last record delivered. */
  const shards = new Map<string, { iterador?: string; ultima?: string }>();
  let streamArn: string | undefined;

  async function descobrir(): Promise<void> {
    const tabela = await dynamo.send(new DescribeTableCommand({ TableName: o.table }));
    const arn = tabela.Table?.LatestStreamArn;
    if (!arn) return;
    if (arn !== streamArn) {
      streamArn = arn;
      shards.clear();
    }
    const { StreamDescription: d } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
    for (const s of d?.Shards ?? []) {
      if (shards.has(s.ShardId!)) continue;
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: arn, ShardId: s.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }));
      shards.set(s.ShardId!, { iterador: ShardIterator });
    }
  }

  /** Invokes the consumer with the records, a batch at a time, retrying from the first failure. */
  async function entregar(c: Consumidor, registros: DynamoDBRecord[]): Promise<void> {
    let pendentes = registros;
    let tentativa = 0;
    while (pendentes.length && !parado) {
      const lote = pendentes.slice(0, BATCH_SIZE);
      let falhou = 0;
      try {
        const resposta = await c.invocar({ Records: lote });
        const ids = new Set((resposta?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        falhou = ids.size ? lote.findIndex((r) => ids.has(r.dynamodb?.SequenceNumber ?? '')) : -1;
        if (ids.size && falhou < 0) falhou = 0;
      } catch (error) {
        log(`fluxo ${o.table}: a função ${c.nome} falhou (${(error as Error).message})`);
      }
      const feitos = falhou < 0 ? lote.length : falhou;
      pendentes = pendentes.slice(feitos);
      if (falhou < 0) {
        tentativa = 0;
        continue;
      }
      if (++tentativa > RETRY_ATTEMPTS) {
        log(`fluxo ${o.table}: registro ${pendentes[0]!.dynamodb?.SequenceNumber} de ${c.nome} descartado após ${RETRY_ATTEMPTS} tentativas (a fila de mensagens mortas)`);
        pendentes = pendentes.slice(1);
        tentativa = 0;
        continue;
      }
      await esperar(Math.min(1000 * tentativa, 5000));
    }
  }

  async function ler(shardId: string, shard: { iterador?: string; ultima?: string }): Promise<boolean> {
    if (!shard.iterador) return false;
    let saida;
    try {
      saida = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterador, Limit: 1000 }));
    } catch (error) {
      if ((error as { name?: string }).name !== 'ExpiredIteratorException') throw error;
      // A delivery outlasted the iterator (15 minutes): read on from the last record delivered.
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn!,
          ShardId: shardId,
          ...(shard.ultima ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: shard.ultima } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      shard.iterador = ShardIterator;
      return true;
    }
    const registros = (saida.Records ?? []).map((r) => comoNoLambda(r, streamArn!));
    for (const fila of filas) {
      fila.registros.push(...registros.filter((r) => combina(fila.consumidor.filtro, r)));
      fila.acordar?.();
    }
    if (registros.length) shard.ultima = registros.at(-1)!.dynamodb?.SequenceNumber ?? shard.ultima;
    shard.iterador = saida.NextShardIterator;
    return registros.length > 0;
  }

  /** Each consumer's queue, drained by its own loop. */
  const filas = o.consumidores.map((consumidor) => ({ consumidor, registros: [] as DynamoDBRecord[], acordar: undefined as (() => void) | undefined }));
  const entregas = filas.map(async (fila) => {
    while (!parado) {
      if (!fila.registros.length) {
        await new Promise<void>((resolve) => (fila.acordar = resolve));
        fila.acordar = undefined;
        continue;
      }
      const registros = fila.registros.splice(0);
      try {
        await entregar(fila.consumidor, registros);
      } catch (error) {
        log(`fluxo ${o.table}: ${fila.consumidor.nome}: ${(error as Error).message}`);
      }
    }
  });
  void entregas;

  const laco = (async () => {
    let proximaDescoberta = 0;
    while (!parado) {
      try {
        if (Date.now() >= proximaDescoberta) {
          await descobrir();
          proximaDescoberta = Date.now() + DESCOBERTA_MS;
        }
        let leu = false;
        for (const [id, shard] of shards) if (!parado) leu = (await ler(id, shard)) || leu;
        if (!leu && !parado) await esperar(OCIOSO_MS);
      } catch (error) {
        if (parado) break;
        log(`fluxo ${o.table}: ${(error as Error).message}`);
        await esperar(1000);
      }
    }
    dynamo.destroy();
    streams.destroy();
  })();
  void laco;

  return {
    parar() {
      parado = true;
      acordar?.();
      for (const fila of filas) fila.acordar?.();
    },
  };
}
