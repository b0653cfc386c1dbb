import { AppError } from './errors';

/**
 * TEMPORARY (issue 13, in progress): the action of a manifest route whose module is still being
 * written, so every group's bundle loads meanwhile. Nothing may reference it when issue 13 lands.
 */
export const emConstrucao = async (): Promise<never> => {
  throw new AppError(501, 'Funcionalidade em construção.');
};
