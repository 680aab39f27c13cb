export { Toast, toastDurations, toastTones } from './toast';
export { ToastProvider, useCloseToast, useToast } from './toast-provider';
export type { ToastOptions, ToastProps, ToastTone } from './toast';
export type { ToastProviderProps } from './toast-provider';
