import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, if it has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** What follows the header: a ConfirmDialogFooter, or a form that ends with one. */
  children: ReactNode;
}

/** A dialog that asks before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionClassName,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
