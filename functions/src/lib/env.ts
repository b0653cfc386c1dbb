import * as z from 'zod/mini';

/**
 * Reads and checks the environment variables a module needs, once, when it loads.
 * A missing or malformed variable stops the function with a message naming it.
 */
export function readEnv<S extends Record<string, z.ZodMiniType>>(shape: S): z.infer<z.ZodMiniObject<S>> {
  const result = z.object(shape).safeParse(process.env);
  if (!result.success) {
    const names = result.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid or missing environment variables: ${names}`);
  }
  return result.data;
}

export const nonEmpty = z.string().check(z.minLength(1));
