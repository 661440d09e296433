import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/**
 * App-wide toast outlet: mount once near the root. Colors come from globals.css (AA-compliant overrides of
 * Sonner's rich colors) and the offset clears the status bar / notch in the installed PWA.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      richColors
      closeButton
      position="top-center"
      containerAriaLabel="Notificações"
      offset={{ top: 'calc(env(safe-area-inset-top, 0px) + 24px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top, 0px) + 16px)' }}
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', ...toastOptions }}
      {...props}
    />
  );
}
