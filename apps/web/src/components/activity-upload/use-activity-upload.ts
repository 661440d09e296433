import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import { refusalOf } from './check-activity-file';
import { type ActivityFileResult, uploadActivityFile } from './upload-activity-file';

export type UploadItem =
  | { key: number; name: string; phase: 'waiting' }
  | { key: number; name: string; phase: 'sending'; sent: number }
  | { key: number; name: string; phase: 'done'; result: ActivityFileResult }
  | { key: number; name: string; phase: 'failed'; message: string };

/**
 * The files chosen or dropped, each with its phase. Files go one after the other (a phone on weak
 * signal sends one well rather than three badly); one refused in the browser is never sent. After
 * each import the history, the tracker's list and the coins are read again.
 */
export function useActivityUpload() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback(
    (item: UploadItem) => setItems((all) => all.map((each) => (each.key === item.key ? item : each))),
    [],
  );

  const send = useCallback(
    async (key: number, file: File) => {
      update({ key, name: file.name, phase: 'sending', sent: 0 });
      try {
        const result = await uploadActivityFile(file, (sent) =>
          update({ key, name: file.name, phase: 'sending', sent }),
        );
        update({ key, name: file.name, phase: 'done', result });
        if (result.status === 'imported') {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.trainingActivities }),
            queryClient.invalidateQueries({ queryKey: queryKeys.coins }),
            queryClient.invalidateQueries({ queryKey: queryKeys.recentActivities }),
          ]);
        }
      } catch (error) {
        update({ key, name: file.name, phase: 'failed', message: errorMessage(error) });
      }
    },
    [queryClient, update],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const refusal = refusalOf(file);
        if (refusal) {
          added.push({ key, name: file.name, phase: 'failed', message: refusal });
          continue;
        }
        added.push({ key, name: file.name, phase: 'waiting' });
        queue.current = queue.current.then(() => send(key, file));
      }
      setItems((all) => [...all, ...added]);
    },
    [send],
  );

  const isBusy = items.some((item) => item.phase === 'waiting' || item.phase === 'sending');
  const clear = useCallback(
    () => setItems((all) => all.filter((item) => item.phase === 'waiting' || item.phase === 'sending')),
    [],
  );
  return { items, addFiles, isBusy, clear };
}
