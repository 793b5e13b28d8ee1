/** Shared UI. Never imports from src/features. */
export { CheckMark, type CheckMarkProps } from './CheckMark';
export { Container } from './Container';
export { Flag, type FlagCode, type FlagProps } from './Flag';
export { FormField } from './FormField';
export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  type LoadingBarProps,
  type LoadingBarState,
} from './LoadingBar';
export {
  ADDED_MS,
  FAILED_MS,
  LOADING_CLEAR_MS,
  NavigationButton,
  errorMessage,
  type NavigationButtonProps,
  type NavigationButtonState,
} from './NavigationButton';
export { Pager } from './Pager';
export { pageCount, pageItems, type PageItem } from './paging';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  TOAST_ERROR_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  ToastProvider,
  useToast,
  type Toast,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from './Toasts';
export { Tooltip, type TooltipProps } from './Tooltip';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
