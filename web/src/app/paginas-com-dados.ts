import { paths } from '@/config/paths';

/**
 * The pages whose reads start with their code (preload-data.ts, which app.tsx loads only for these,
 * keeping swr and the API client out of the login page's first load): the doctor's home and
 * Histórico, and the Área de Análise, the pages people open first.
 */
export const PAGINAS_COM_DADOS_ADIANTADOS: readonly string[] = [paths.participacaoMedico.home.getHref(), paths.historico.getHref(), paths.participacao.home.getHref()];
