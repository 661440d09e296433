import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ACCEPTED_EXTENSIONS } from './check-activity-file';
import { UploadItemRow } from './upload-item-row';
import { useActivityUpload } from './use-activity-upload';

/**
 * Watch files (GPX, TCX, FIT) into the training history: drop them here or pick them, one or many;
 * each shows its progress and then what became of it (imported with its coins, already there, or
 * refused with the reason).
 */
export function ActivityUpload() {
  const { items, addFiles, isBusy, clear } = useActivityUpload();
  const [isDragging, setIsDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="grid gap-3">
      {/* Drop target for the mouse; the button below does the same for keyboard and touch. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files has no keyboard equivalent to give this box; the button is that path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        data-testid="activity-drop-zone"
        className={cn(
          'grid justify-items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          isDragging ? 'border-primary bg-primary/5' : 'border-input',
        )}
      >
        <FileUp className="size-6 text-primary" aria-hidden="true" />
        <p className="text-pretty text-sm" id={hintId}>
          Arraste os arquivos do seu relógio para cá (GPX, TCX ou FIT, até 20 MB cada) ou
        </p>
        <Button
          type="button"
          variant="outline"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          Escolher arquivos
        </Button>
        {/* The button opens it; it stays out of the tab order so the keyboard meets one control. */}
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-label="Arquivos do relógio (GPX, TCX ou FIT)"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 ? (
        <div className="grid gap-2">
          <ul aria-label="Arquivos enviados" className="grid gap-2">
            {items.map((item) => (
              <UploadItemRow key={item.key} item={item} />
            ))}
          </ul>
          {isBusy ? null : (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={clear}>
              Limpar lista
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
