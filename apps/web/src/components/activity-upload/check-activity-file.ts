// What the browser refuses before sending: a file the server would refuse anyway.

export const MAX_ACTIVITY_FILE_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.gpx', '.tcx', '.fit'] as const;

export const TOO_LARGE =
  'Arquivo maior que 20 MB, o limite por arquivo. Exporte só o treino e tente de novo.';
export const WRONG_FORMAT = 'Formato não aceito: envie arquivos GPX, TCX ou FIT.';
export const EMPTY_FILE = 'O arquivo está vazio.';

/** Why the file cannot be sent, or null when it can. */
export function refusalOf(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return WRONG_FORMAT;
  if (file.size > MAX_ACTIVITY_FILE_BYTES) return TOO_LARGE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}
