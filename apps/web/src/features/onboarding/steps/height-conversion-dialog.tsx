import { formatMeters } from '@prontidao/domain/profile/height';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface HeightConversion {
  /** What the candidate typed, e.g. "174". */
  typed: string;
  /** The same value read as centimetres, in metres (1.74). */
  suggestion: number;
}

export interface HeightConversionDialogProps {
  /** The last offer; kept while the dialog closes so its text does not vanish mid-animation. */
  conversion: HeightConversion | null;
  open: boolean;
  onConvert: (conversion: HeightConversion) => void;
  /** 'Manter original', Esc or the close button: the typed value stays (and stays invalid). */
  onKeep: () => void;
  /** The field that gets focus back (the dialog has no trigger for Radix to return to). */
  returnFocusId: string;
}

/** Offers to read a height typed in centimetres as metres. */
export function HeightConversionDialog({
  conversion,
  open,
  onConvert,
  onKeep,
  returnFocusId,
}: HeightConversionDialogProps) {
  return (
    <Dialog open={open && conversion !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onKeep())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusId)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Altura deve ser informada em metros</DialogTitle>
          <DialogDescription>
            {conversion
              ? `Você digitou ${conversion.typed}. Quis dizer ${formatMeters(conversion.suggestion)} m?`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" size="lg" className="sm:h-10" onClick={onKeep}>
            Manter original
          </Button>
          <Button size="lg" className="sm:h-10" onClick={() => conversion && onConvert(conversion)}>
            Usar conversão
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
