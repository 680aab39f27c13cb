export { Toast, ToastProvider, useToast, toastDurations, toastTones } from './toast';
export type { ToastOptions, ToastProps, ToastProviderProps, ToastTone } from './toast';
