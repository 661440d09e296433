import { z } from 'zod';
import { ApiError, apiErrorOf } from '@/lib/api-error';

// POST /api/activity-files: one watch file per request, its bytes as the body, its name in a header.

export const ACTIVITY_FILES_URL = '/api/activity-files';

export const ActivityFileResultSchema = z.object({
  file_name: z.string(),
  status: z.enum(['imported', 'duplicate', 'rejected']),
  reason: z.string().optional(),
  activity_id: z.string().optional(),
  coins: z.number().optional(),
});
export type ActivityFileResult = z.infer<typeof ActivityFileResultSchema>;

const OFFLINE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
const UNEXPECTED = 'Não foi possível enviar o arquivo. Tente novamente.';

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends one file with XMLHttpRequest (fetch has no upload progress); `onProgress` gets the share
 * sent, 0 to 1. Resolves with the server's verdict on the file; rejects with an ApiError.
 */
export function uploadActivityFile(
  file: File,
  onProgress: (sent: number) => void,
): Promise<ActivityFileResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ACTIVITY_FILES_URL);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(apiErrorOf(xhr.status, body, { fallback: UNEXPECTED }));
      const result = ActivityFileResultSchema.safeParse(body);
      if (!result.success) return reject(new ApiError('BAD_RESPONSE', UNEXPECTED, xhr.status));
      onProgress(1);
      resolve(result.data);
    });
    xhr.addEventListener('error', () => reject(new ApiError('NETWORK', OFFLINE, 0)));
    xhr.addEventListener('abort', () => reject(new ApiError('ABORTED', UNEXPECTED, 0)));
    xhr.send(file);
  });
}
