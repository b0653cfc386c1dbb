import { saveBlob } from './save-blob';

/**
 * A report's answer is a file address (spec section 7): quotes are stripped from it, and https is
 * prefixed when it has no scheme.
 */
export function linkDoArquivo(resposta: string): string {
  const link = resposta.trim().replace(/^["']+|["']+$/g, '').trim();
  return /^https?:\/\//i.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;
}

/**
 * Downloads the file at a presigned link under `nomeArquivo`. It is fetched (the bucket's CORS and
 * the page's connect-src allow the files origin, and no token is sent there) and saved as a blob, so
 * a failed or expired link rejects here, for the caller's toast, instead of leaving the app.
 */
export async function baixarArquivo(resposta: string, nomeArquivo: string, signal?: AbortSignal): Promise<void> {
  const res = await fetch(linkDoArquivo(resposta), { signal, credentials: 'omit' });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  saveBlob(await res.blob(), nomeArquivo);
}
