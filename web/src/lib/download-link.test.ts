import { afterEach, describe, expect, it, vi } from 'vitest';
import { baixarArquivo, linkDoArquivo } from './download-link';

describe('linkDoArquivo (spec section 7)', () => {
  it('strips quotes and keeps a link that has its scheme', () => {
    expect(linkDoArquivo('"https://bucket.s3.amazonaws.com/relatorios/a/b.xlsx?X-Amz-Signature=1"')).toBe('https://bucket.s3.amazonaws.com/relatorios/a/b.xlsx?X-Amz-Signature=1');
    expect(linkDoArquivo('http://127.0.0.1:4569/emc/relatorios/a.xlsx')).toBe('http://127.0.0.1:4569/emc/relatorios/a.xlsx');
  });

  it('prefixes https when the address has no scheme', () => {
    expect(linkDoArquivo('"bucket.s3.amazonaws.com/relatorios/a.xlsx"')).toBe('https://bucket.s3.amazonaws.com/relatorios/a.xlsx');
    expect(linkDoArquivo(' //bucket.s3.amazonaws.com/x ')).toBe('https://bucket.s3.amazonaws.com/x');
  });
});

describe('baixarArquivo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects when the file cannot be fetched, so the caller can say so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<Error/>', { status: 403 })));
    await expect(baixarArquivo('https://files.example/relatorios/x.xlsx', 'x.xlsx')).rejects.toThrow('403');
  });

  it('fetches the link without credentials and saves it under the given name', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['PK']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await baixarArquivo('"files.example/relatorios/x.xlsx"', 'relatorio_geral_por_ciclo.xlsx');
    expect(fetchMock).toHaveBeenCalledWith('https://files.example/relatorios/x.xlsx', expect.objectContaining({ credentials: 'omit' }));
    expect(clicked).toEqual(['relatorio_geral_por_ciclo.xlsx']);
    click.mockRestore();
  });
});
