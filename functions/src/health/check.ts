/** Liveness of the API: answers without touching any dependency. */
export async function check(): Promise<{ status: string }> {
  return { status: 'ok' };
}
